import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { Box } from '@mui/material';
import {
  ArrayInput,
  CheckboxGroupInput,
  DateInput,
  maxLength,
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
import { BookingsOnDaysOff } from './BookingsOnDaysOff';
import { weekdayChoices } from './weekdays';

// The measurement calendar (docs/adr/0038, 0044): one record, changed only. Which weekdays take visits, the time
// windows of such a day, how many visits one window takes, and the days nobody measures. Bookings made keep
// their window, also on a day marked off later: those are listed under the form, to be moved.

/** A reason left blank stays '' (react-admin would send null, which the API refuses). */
const keepBlank = (value: string) => value;

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
        <ArrayInput source="days_off" helperText="vitrina.measurements.daysOffHelp">
          <SimpleFormIterator inline disableReordering>
            <DateInput source="day" label="vitrina.measurements.dayOff" validate={required()} />
            <TextInput
              source="reason"
              label="vitrina.measurements.reason"
              parse={keepBlank}
              validate={maxLength(120)}
            />
          </SimpleFormIterator>
        </ArrayInput>
        <BookingsOnDaysOff />
      </SimpleForm>
    </SingleRecordEdit>
  );
}

export const measurementCalendar = {
  list: SingleRecordList,
  edit: MeasurementCalendarEdit,
  icon: EventAvailableIcon,
};
