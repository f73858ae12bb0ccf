import {
  BooleanInput,
  Edit,
  Labeled,
  maxLength,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { roleChoices } from '../choices';
import { SaveOnlyToolbar } from '../common/SaveOnlyToolbar';
import { useConflictHandling } from '../common/useConflictHandling';
import { ResetPasswordButton } from './ResetPasswordButton';

function StaffEditActions() {
  return (
    <TopToolbar>
      <ResetPasswordButton />
    </TopToolbar>
  );
}

/**
 * A member's name, role and access. Disabling ends their sessions at once; the API refuses to let anyone
 * disable or demote themselves (409, shown as it says).
 */
export function StaffEdit() {
  const mutationOptions = useConflictHandling();
  return (
    <Edit actions={<StaffEditActions />} mutationMode="pessimistic" mutationOptions={mutationOptions}>
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <Labeled source="email">
          <TextField source="email" />
        </Labeled>
        <TextInput source="name" validate={maxLength(120)} />
        <SelectInput source="role" choices={roleChoices} />
        <BooleanInput source="disabled" />
      </SimpleForm>
    </Edit>
  );
}
