import { ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { leadKindChoices, leadStatusChoices } from '../choices';
import { staffName } from '../staff/staffName';

/** The inbox's filters, each one query parameter of /admin/api/leads. */
export const leadFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="kind" source="kind" choices={leadKindChoices} alwaysOn />,
  <SelectInput key="status" source="status" choices={leadStatusChoices} alwaysOn />,
  <ReferenceInput key="assignee_id" source="assignee_id" reference="staff" filter={{ active: 'true' }}>
    <SelectInput optionText={staffName} />
  </ReferenceInput>,
];
