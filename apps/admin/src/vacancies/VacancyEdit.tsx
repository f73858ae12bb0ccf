import { Create, Edit } from 'react-admin';
import { withoutEmptyPosition } from '../common/PositionInput';
import { useConflictHandling } from '../common/useConflictHandling';
import { VacancyForm } from './VacancyForm';

/** A vacancy saved on the version it was read at: a 409 says someone else saved first, and it is reloaded. */
export function VacancyEdit() {
  const mutationOptions = useConflictHandling();
  return (
    <Edit mutationMode="pessimistic" mutationOptions={mutationOptions} redirect="list">
      <VacancyForm />
    </Edit>
  );
}

export function VacancyCreate() {
  return (
    <Create redirect="list" transform={withoutEmptyPosition}>
      <VacancyForm creating />
    </Create>
  );
}
