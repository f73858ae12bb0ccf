import { STAFF_PASSWORD_MIN_LENGTH } from '@vitrina/contract';
import {
  Create,
  email,
  maxLength,
  minLength,
  PasswordInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { roleChoices } from '../choices';

/** Adds a member; the API refuses a taken e-mail or a common password under the field. */
export function StaffCreate() {
  return (
    <Create redirect="list" mutationMode="pessimistic">
      <SimpleForm defaultValues={{ role: 'manager' }}>
        <TextInput source="email" type="email" validate={[required(), email()]} />
        <TextInput source="name" validate={maxLength(120)} />
        <SelectInput source="role" choices={roleChoices} validate={required()} />
        <PasswordInput
          source="password"
          autoComplete="new-password"
          validate={[required(), minLength(STAFF_PASSWORD_MIN_LENGTH), maxLength(128)]}
        />
      </SimpleForm>
    </Create>
  );
}
