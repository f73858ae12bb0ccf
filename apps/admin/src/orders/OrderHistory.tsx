import type { AdminOrder } from '@vitrina/contract';
import { ArrayField, DataTable } from 'react-admin';
import { EmptyText } from '../common/EmptyText';
import { SectionTitle } from '../common/SectionTitle';
import { ActorField } from '../fields/ActorField';
import { DateTimeField } from '../fields/DateTimeField';
import { StageChip } from '../fields/StageChip';

type Event = AdminOrder['events'][number];
const Column = DataTable.Col<Event>;

/** Every stage change: from → to, who, when, the measurement date or the reason given. */
export function OrderHistory() {
  return (
    <div className="no-print">
      <SectionTitle label="vitrina.orders.history" />
      <ArrayField source="events">
        <DataTable
          bulkActionButtons={false}
          rowClick={false}
          hover={false}
          empty={<EmptyText label="vitrina.orders.noHistory" />}
        >
          <Column source="at" label="vitrina.history.at" disableSort field={DateTimeField} />
          <Column source="from" label="vitrina.history.from" disableSort>
            <StageChip source="from" />
          </Column>
          <Column source="to" label="vitrina.history.to" disableSort>
            <StageChip source="to" />
          </Column>
          <Column source="staff" label="vitrina.history.staff" disableSort field={ActorField} />
          <Column source="measurement_at" label="vitrina.history.measurementAt" disableSort>
            <DateTimeField source="measurement_at" emptyText="—" />
          </Column>
          <Column source="reason" label="vitrina.history.reason" disableSort />
        </DataTable>
      </ArrayField>
    </div>
  );
}
