import { Create, Edit } from 'react-admin';
import { withoutEmptyPosition } from '../common/PositionInput';
import { useConflictHandling } from '../common/useConflictHandling';
import { PromoForm } from './PromoForm';

/** A promotion saved on the version it was read at: a 409 says someone else saved first, and it is reloaded. */
export function PromoEdit() {
  const mutationOptions = useConflictHandling();
  return (
    <Edit mutationMode="pessimistic" mutationOptions={mutationOptions} redirect="list">
      <PromoForm />
    </Edit>
  );
}

export function PromoCreate() {
  return (
    <Create redirect="list" transform={withoutEmptyPosition}>
      <PromoForm creating />
    </Create>
  );
}
