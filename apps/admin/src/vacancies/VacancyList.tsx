import type { AdminVacancy } from '@vitrina/contract';
import { DataTable, List, SearchInput } from 'react-admin';
import { ContentListActions } from '../common/ContentEdit';
import { PhoneOrTable } from '../common/PhoneOrTable';
import { TranslatedField } from '../common/TranslatedField';

const Column = DataTable.Col<AdminVacancy>;

/** The open positions in the careers page's order (by position). */
export function VacancyList() {
  return (
    <List actions={<ContentListActions />} filters={[<SearchInput key="q" source="q" alwaysOn />]}>
      <PhoneOrTable name="title">
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <Column source="position" disableSort />
          <Column source="title" disableSort field={TranslatedField} />
          <Column source="city" disableSort field={TranslatedField} />
          <Column source="salary" disableSort field={TranslatedField} />
        </DataTable>
      </PhoneOrTable>
    </List>
  );
}
