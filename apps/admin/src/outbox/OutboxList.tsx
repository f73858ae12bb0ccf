import type { AdminOutboxMessage } from '@vitrina/contract';
import { DataTable, List, NumberField, SelectField, SelectInput, TextField } from 'react-admin';
import { outboxStatusChoices } from '../choices';
import { DateTimeField } from '../fields/DateTimeField';
import { RetryButton } from './RetryButton';

const Column = DataTable.Col<AdminOutboxMessage>;

const filters = [<SelectInput key="status" source="status" choices={outboxStatusChoices} alwaysOn />];

/** The e-mails the shop sends and where each stands; a failed one can be sent again. */
export function OutboxList() {
  return (
    <List exporter={false} filters={filters} perPage={25}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <Column source="created_at" disableSort field={DateTimeField} />
        <Column source="to" disableSort />
        <Column source="subject" disableSort />
        <Column source="kind" disableSort />
        <Column source="status" disableSort>
          <SelectField source="status" choices={outboxStatusChoices} />
        </Column>
        <Column source="attempts" align="right" disableSort field={NumberField} />
        <Column source="next_attempt_at" disableSort>
          <DateTimeField source="next_attempt_at" />
        </Column>
        <Column source="last_error" disableSort>
          <TextField source="last_error" emptyText="—" />
        </Column>
        <Column label="" disableSort>
          <RetryButton />
        </Column>
      </DataTable>
    </List>
  );
}
