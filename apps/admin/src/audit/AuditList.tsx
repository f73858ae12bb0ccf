import type { AdminAuditEntry } from '@vitrina/contract';
import { DataTable, DateInput, List, ReferenceInput, SelectField, SelectInput, TextInput } from 'react-admin';
import { auditActionChoices, auditEntityChoices } from '../choices';
import { DateTimeField } from '../fields/DateTimeField';
import { staffName } from '../staff/staffName';
import { AuditAction } from './AuditAction';
import { AuditActor } from './AuditActor';
import { AuditDiff } from './AuditDiff';

const Column = DataTable.Col<AdminAuditEntry>;

const filters = [
  <ReferenceInput key="staff_id" source="staff_id" reference="staff" alwaysOn>
    <SelectInput optionText={staffName} />
  </ReferenceInput>,
  <SelectInput key="entity" source="entity" choices={auditEntityChoices} alwaysOn />,
  <TextInput key="entity_id" source="entity_id" />,
  <SelectInput key="action" source="action" choices={auditActionChoices} />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

/** Every write of the back office, newest first (admins only); expand an entry for its before → after. */
export function AuditList() {
  return (
    <List exporter={false} filters={filters} perPage={25}>
      <DataTable bulkActionButtons={false} rowClick="expand" expand={<AuditDiff />}>
        <Column source="at" disableSort field={DateTimeField} />
        <Column source="staff" disableSort>
          <AuditActor />
        </Column>
        <Column source="entity" disableSort>
          <SelectField source="entity" choices={auditEntityChoices} />
        </Column>
        <Column source="entity_id" disableSort />
        <Column source="action" disableSort>
          <AuditAction />
        </Column>
      </DataTable>
    </List>
  );
}
