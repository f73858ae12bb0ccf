import { Create, Edit } from 'react-admin';
import { useConflictHandling } from '../common/useConflictHandling';
import { ArticleForm } from './ArticleForm';

/** An article saved on the version it was read at: a 409 says someone else saved first, and it is reloaded. */
export function ArticleEdit() {
  const mutationOptions = useConflictHandling();
  return (
    <Edit mutationMode="pessimistic" mutationOptions={mutationOptions} redirect="list">
      <ArticleForm />
    </Edit>
  );
}

export function ArticleCreate() {
  return (
    <Create redirect="list">
      <ArticleForm />
    </Create>
  );
}
