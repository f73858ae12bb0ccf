import type { ReactNode } from 'react';
import { Edit, Loading, useGetList, useResourceContext } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { useConflictHandling } from './useConflictHandling';

// A record the storefront has exactly one of (the about page, the company's contacts; docs/adr/0033): its menu
// item opens the record's form at once rather than a list of one, and a save stays on the form.

/** The resource's "list": the form of its one record. */
export function SingleRecordList() {
  const resource = useResourceContext();
  const { data, isPending } = useGetList(resource ?? '', { pagination: { page: 1, perPage: 1 } });
  const [record] = data ?? [];
  if (isPending) return <Loading />;
  return record ? <Navigate to={`/${resource}/${record.id}`} replace /> : null;
}

/** The form of the one record, saved on the version it was read at, staying on it after a save. */
export function SingleRecordEdit({ children }: { children: ReactNode }) {
  const mutationOptions = useConflictHandling();
  return (
    <Edit mutationMode="pessimistic" mutationOptions={mutationOptions} redirect={false} actions={false}>
      {children}
    </Edit>
  );
}
