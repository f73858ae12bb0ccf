import type { StaffMember } from '@vitrina/contract';
import {
  BooleanField,
  CreateButton,
  DataTable,
  EmailField,
  List,
  SelectField,
  TopToolbar,
} from 'react-admin';
import { localeChoices, roleChoices } from '../choices';
import { DateTimeField } from '../fields/DateTimeField';

const Column = DataTable.Col<StaffMember>;

function StaffListActions() {
  return (
    <TopToolbar>
      <CreateButton />
    </TopToolbar>
  );
}

/** The office's staff (admins only): their roles, languages, and who is disabled. */
export function StaffList() {
  return (
    <List actions={<StaffListActions />} perPage={100} pagination={false}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <Column source="email" disableSort>
          <EmailField source="email" />
        </Column>
        <Column source="name" disableSort />
        <Column source="role" disableSort>
          <SelectField source="role" choices={roleChoices} />
        </Column>
        <Column source="locale" disableSort>
          <SelectField source="locale" choices={localeChoices} />
        </Column>
        <Column source="disabled" disableSort field={BooleanField} />
        <Column source="created_at" disableSort field={DateTimeField} />
      </DataTable>
    </List>
  );
}
