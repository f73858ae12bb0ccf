import type { AdminCustomer } from '@vitrina/contract';
import { ArrayField, DataTable, ReferenceField, TextField, useTranslate } from 'react-admin';
import { EmptyText } from '../common/EmptyText';
import { SectionTitle } from '../common/SectionTitle';
import { DateTimeField } from '../fields/DateTimeField';
import { PointsField } from '../fields/PointsField';

type Entry = AdminCustomer['bonuses'][number];
const Column = DataTable.Col<Entry>;

function Reason({ entry }: { entry: Entry }) {
  const translate = useTranslate();
  return <>{translate(`vitrina.bonusReasons.${entry.reason}`, { _: entry.reason })}</>;
}

/** The bonus ledger, newest first: what was earned, spent, refunded or adjusted, and why. */
export function CustomerBonuses() {
  return (
    <>
      <SectionTitle label="vitrina.customers.ledger" />
      <ArrayField source="bonuses">
        <DataTable
          bulkActionButtons={false}
          rowClick={false}
          hover={false}
          empty={<EmptyText label="vitrina.customers.noBonuses" />}
        >
          <Column source="created_at" label="vitrina.ledger.at" disableSort field={DateTimeField} />
          <Column source="points" label="vitrina.ledger.points" align="right" disableSort>
            <PointsField source="points" signed />
          </Column>
          <Column
            source="reason"
            label="vitrina.ledger.reason"
            disableSort
            render={(entry) => <Reason entry={entry} />}
          />
          <Column source="note" label="vitrina.ledger.note" disableSort>
            <TextField source="note" emptyText="—" />
          </Column>
          <Column source="order_id" label="vitrina.ledger.order" disableSort>
            <ReferenceField source="order_id" reference="orders" link="show" emptyText="—" />
          </Column>
        </DataTable>
      </ArrayField>
    </>
  );
}
