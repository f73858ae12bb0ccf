import { Box } from '@mui/material';
import {
  Edit,
  ReferenceInput,
  SelectField,
  SelectInput,
  SimpleForm,
  SimpleShowLayout,
  TextField,
} from 'react-admin';
import { leadKindChoices, leadStatusChoices } from '../choices';
import { Notes } from '../common/Notes';
import { SaveOnlyToolbar } from '../common/SaveOnlyToolbar';
import { SectionTitle } from '../common/SectionTitle';
import { useConflictHandling } from '../common/useConflictHandling';
import { wholeRecord } from '../common/wholeRecord';
import { DateTimeField } from '../fields/DateTimeField';
import { staffName } from '../staff/staffName';
import { LeadCalculation } from './LeadCalculation';
import { LeadCv } from './LeadCv';

/** The API reads a null assignee as "nobody"; the select's empty choice is ''. */
const unassignedAsNull = (value: unknown) => (value === '' ? null : value);

/** What the visitor sent: who, when, and per kind the message, the vacancy, the calculation or the CV. */
function LeadRequest() {
  return (
    <SimpleShowLayout sx={{ p: 0 }}>
      <SelectField source="kind" choices={leadKindChoices} />
      <DateTimeField source="created_at" />
      <TextField source="name" emptyText="—" />
      <TextField source="phone" emptyText="—" />
      <TextField source="email" emptyText="—" />
      <TextField source="subject" emptyText="—" />
      <TextField source="message" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
    </SimpleShowLayout>
  );
}

/**
 * One lead: the request, its state and assignee (saved with the version it was read at: a 409 says someone
 * else changed it, and the lead is reloaded), and the notes.
 */
export function LeadEdit() {
  const mutationOptions = useConflictHandling();
  return (
    <Edit
      mutationMode="pessimistic"
      redirect={false}
      queryOptions={wholeRecord}
      mutationOptions={{ ...mutationOptions, ...wholeRecord }}
    >
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            columnGap: 4,
            width: '100%',
          }}
        >
          <div>
            <SectionTitle label="vitrina.leads.request" />
            <LeadRequest />
            <LeadCalculation />
            <LeadCv />
          </div>
          <div>
            <SectionTitle label="vitrina.leads.handling" />
            <SelectInput source="status" choices={leadStatusChoices} fullWidth />
            <ReferenceInput source="assignee_id" reference="staff" filter={{ active: 'true' }}>
              <SelectInput
                optionText={staffName}
                emptyText="vitrina.leads.unassigned"
                parse={unassignedAsNull}
                fullWidth
              />
            </ReferenceInput>
          </div>
        </Box>
      </SimpleForm>
      <Box sx={{ px: 2, pb: 2 }}>
        <Notes resource="leads" />
      </Box>
    </Edit>
  );
}
