import TollIcon from '@mui/icons-material/Toll';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { AdminCustomer } from '@vitrina/contract';
import { useState } from 'react';
import {
  Button,
  Form,
  NumberInput,
  required,
  SaveButton,
  TextInput,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { submissionErrors } from '../common/submissionErrors';
import type { VitrinaDataProvider } from '../dataProvider';

/** Points are whole and never zero: a signed integer, 1 point = 1 cent. */
const wholeNonZero = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value !== 0
    ? undefined
    : 'vitrina.bonuses.pointsInvalid';

/** Adds or takes bonus points with a reason (required: the ledger and the audit log keep it). */
export function AdjustBonusesButton() {
  const customer = useRecordContext<AdminCustomer>();
  const dataProvider = useDataProvider<VitrinaDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!customer) return null;

  const adjust = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.adjustBonuses(customer.id, {
        points: Number(values.points),
        reason: String(values.reason ?? '').trim(),
      });
    } catch (error) {
      const errors = submissionErrors(error);
      if (errors) return errors;
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
      return undefined;
    }
    notify('vitrina.bonuses.adjusted', { type: 'success' });
    setOpen(false);
    refresh();
    return undefined;
  };

  return (
    <>
      <Button label="vitrina.bonuses.adjust" onClick={() => setOpen(true)}>
        <TollIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <Form onSubmit={adjust} record={{}}>
          <DialogTitle>{translate('vitrina.bonuses.adjust')}</DialogTitle>
          <DialogContent>
            <NumberInput
              source="points"
              label="vitrina.bonuses.points"
              helperText="vitrina.bonuses.pointsHelp"
              step={1}
              validate={[required(), wholeNonZero]}
            />
            <TextInput source="reason" label="vitrina.bonuses.reason" multiline validate={required()} />
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <SaveButton label="vitrina.bonuses.save" />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
