import type { AdminNote } from '@vitrina/contract';
import { useState } from 'react';
import {
  ArrayField,
  DataTable,
  Form,
  type Identifier,
  required,
  SaveButton,
  TextInput,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import type { VitrinaDataProvider } from '../dataProvider';
import { ActorField } from '../fields/ActorField';
import { DateTimeField } from '../fields/DateTimeField';
import { EmptyText } from './EmptyText';
import { SectionTitle } from './SectionTitle';
import { submissionErrors } from './submissionErrors';

const Column = DataTable.Col<AdminNote>;

/** Staff's internal notes on an order or a lead (never shown to the customer), and a form to add one. */
export function Notes({ resource }: { resource: 'orders' | 'leads' }) {
  const record = useRecordContext<{ id: Identifier }>();
  const dataProvider = useDataProvider<VitrinaDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  // A new key empties the form once a note is saved.
  const [formKey, setFormKey] = useState(0);
  if (!record) return null;

  const add = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.addNote(resource, record.id, String(values.text ?? ''));
    } catch (error) {
      const errors = submissionErrors(error);
      if (errors) return errors;
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
      return undefined;
    }
    notify('vitrina.notes.added', { type: 'success' });
    setFormKey((key) => key + 1);
    refresh();
    return undefined;
  };

  return (
    <div className="no-print">
      <SectionTitle label="vitrina.notes.title" />
      <ArrayField source="notes">
        <DataTable
          bulkActionButtons={false}
          rowClick={false}
          hover={false}
          empty={<EmptyText label="vitrina.notes.none" />}
        >
          <Column source="created_at" label="vitrina.notes.at" disableSort field={DateTimeField} />
          <Column source="staff" label="vitrina.notes.staff" disableSort field={ActorField} />
          <Column
            source="text"
            label="vitrina.notes.text"
            disableSort
            sx={{ whiteSpace: 'pre-wrap', width: '60%' }}
          />
        </DataTable>
      </ArrayField>
      <Form key={formKey} onSubmit={add} record={{}}>
        <TextInput
          source="text"
          label="vitrina.notes.new"
          multiline
          minRows={2}
          validate={required()}
          helperText={false}
        />
        <SaveButton label="vitrina.notes.add" variant="outlined" alwaysEnable={false} />
      </Form>
    </div>
  );
}
