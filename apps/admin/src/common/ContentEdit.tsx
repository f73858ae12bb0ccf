import type { ReactNode } from 'react';
import { Create, CreateButton, Edit, TopToolbar } from 'react-admin';
import { withoutEmptyPosition } from './PositionInput';
import { useConflictHandling } from './useConflictHandling';

// The pages every kind of content shares: its form in an edit page saved on the version it was read at (a 409
// says someone else saved first, and the record is reloaded), the same form in a create page, and a list's
// "add" button.

export function ContentEdit({ children }: { children: ReactNode }) {
  const mutationOptions = useConflictHandling();
  return (
    <Edit mutationMode="pessimistic" mutationOptions={mutationOptions} redirect="list">
      {children}
    </Edit>
  );
}

/** A new record; one left without a position goes last. */
export function ContentCreate({ children }: { children: ReactNode }) {
  return (
    <Create redirect="list" transform={withoutEmptyPosition}>
      {children}
    </Create>
  );
}

export function ContentListActions() {
  return (
    <TopToolbar>
      <CreateButton />
    </TopToolbar>
  );
}
