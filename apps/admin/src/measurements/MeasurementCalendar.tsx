import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { Box } from '@mui/material';
import {
  ArrayInput,
  CheckboxGroupInput,
  maxValue,
  minValue,
  NumberInput,
  regex,
  required,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import { SaveOnlyToolbar } from '../common/SaveOnlyToolbar';
import { SingleRecordEdit, SingleRecordList } from '../common/SingleRecord';
import { weekdayChoices } from './weekdays';

// The measurement calendar (docs/adr/0038): one record, changed only. Which weekdays take visits, the time
// windows of such a day, and how many visits one window takes. Bookings made keep their window.

const hour = [required(), regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'vitrina.measurements.hourHelp')];

function MeasurementCalendarEdit() {
  return (
    <SingleRecordEdit>
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <CheckboxGroupInput source="days" choices={weekdayChoices} validate={required()} />
        <ArrayInput source="windows" validate={required()}>
          <SimpleFormIterator inline disableReordering>
            <TextInput
              source="start"
              label="vitrina.measurements.start"
              validate={hour}
              helperText="vitrina.measurements.hourHelp"
            />
            <TextInput
              source="end"
              label="vitrina.measurements.end"
              validate={hour}
              helperText="vitrina.measurements.hourHelp"
            />
          </SimpleFormIterator>
        </ArrayInput>
        <Box sx={{ maxWidth: 240 }}>
          <NumberInput
            source="capacity"
            min={1}
            max={50}
            step={1}
            validate={[required(), minValue(1), maxValue(50)]}
            helperText="vitrina.measurements.capacityHelp"
          />
        </Box>
      </SimpleForm>
    </SingleRecordEdit>
  );
}

export const measurementCalendar = {
  list: SingleRecordList,
  edit: MeasurementCalendarEdit,
  icon: EventAvailableIcon,
};
