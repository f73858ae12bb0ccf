import type { AdminSubscriber } from '@vitrina/contract';
import { DataTable, List, SearchInput, SelectField, SelectInput, TopToolbar } from 'react-admin';
import { localeChoices } from '../choices';
import { ExportCsvButton } from '../common/ExportCsvButton';
import { DateTimeField } from '../fields/DateTimeField';
import { UnsubscribeButton } from './UnsubscribeButton';

const Column = DataTable.Col<AdminSubscriber>;

const activeChoices = [
  { id: 'true', name: 'vitrina.subscribers.active' },
  { id: 'false', name: 'vitrina.subscribers.inactive' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="active" source="active" choices={activeChoices} alwaysOn />,
];

function SubscriberListActions() {
  return (
    <TopToolbar>
      <ExportCsvButton path="/subscribers/export.csv" />
    </TopToolbar>
  );
}

/** The newsletter's subscribers, with their export and unsubscribing. */
export function SubscriberList() {
  return (
    <List
      filters={filters}
      perPage={25}
      actions={<SubscriberListActions />}
      sort={{ field: 'created_at', order: 'DESC' }}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <Column source="email" />
        <Column source="locale" disableSort>
          <SelectField source="locale" choices={localeChoices} />
        </Column>
        <Column source="created_at" field={DateTimeField} sortByOrder="DESC" />
        <Column source="unsubscribed_at" disableSort>
          <DateTimeField source="unsubscribed_at" emptyText="—" />
        </Column>
        <Column label="" disableSort>
          <UnsubscribeButton />
        </Column>
      </DataTable>
    </List>
  );
}
