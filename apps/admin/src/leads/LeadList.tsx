import { type Theme, useMediaQuery } from '@mui/material';
import type { AdminLeadRow } from '@vitrina/contract';
import { DataTable, List, SelectField, SimpleList } from 'react-admin';
import { leadKindChoices, leadStatusChoices } from '../choices';
import { ActorField } from '../fields/ActorField';
import { DateTimeField } from '../fields/DateTimeField';
import { leadFilters } from './leadFilters';

const Column = DataTable.Col<AdminLeadRow>;

/** The inbox: call-back requests, order calls, contact messages and applications, newest first. */
export function LeadList() {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List exporter={false} filters={leadFilters} perPage={25} sort={{ field: 'created_at', order: 'DESC' }}>
      {phone ? (
        <SimpleList<AdminLeadRow>
          primaryText={(lead) => `${lead.name} · ${lead.phone}`}
          secondaryText={<SelectField source="kind" choices={leadKindChoices} />}
          tertiaryText={<SelectField source="status" choices={leadStatusChoices} />}
          linkType="edit"
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <Column source="created_at" field={DateTimeField} sortByOrder="DESC" />
          <Column source="kind">
            <SelectField source="kind" choices={leadKindChoices} />
          </Column>
          <Column source="status">
            <SelectField source="status" choices={leadStatusChoices} />
          </Column>
          <Column source="name" disableSort />
          <Column source="phone" disableSort />
          <Column source="email" disableSort />
          <Column source="assignee" disableSort>
            <ActorField source="assignee" emptyText="—" />
          </Column>
        </DataTable>
      )}
    </List>
  );
}
