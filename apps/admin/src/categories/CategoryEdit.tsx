import { Create, DeleteButton, Edit, SaveButton, Toolbar } from 'react-admin';
import { withoutEmptyPosition } from '../common/PositionInput';
import { useConflictHandling } from '../common/useConflictHandling';
import { CategoryForm } from './CategoryForm';

/** Save, and delete: the API refuses (409, worded) a category that still has products or sub-categories. */
function CategoryToolbar() {
  const mutationOptions = useConflictHandling();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" mutationOptions={mutationOptions} />
    </Toolbar>
  );
}

export function CategoryEdit() {
  const mutationOptions = useConflictHandling();
  return (
    <Edit mutationMode="pessimistic" mutationOptions={mutationOptions} redirect="list">
      <CategoryForm toolbar={<CategoryToolbar />} />
    </Edit>
  );
}

export function CategoryCreate() {
  return (
    <Create redirect="list" transform={withoutEmptyPosition}>
      <CategoryForm creating />
    </Create>
  );
}
