import LockResetIcon from '@mui/icons-material/LockReset';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { STAFF_PASSWORD_MIN_LENGTH, type StaffMember } from '@vitrina/contract';
import { useState } from 'react';
import {
  Button,
  Form,
  maxLength,
  minLength,
  PasswordInput,
  required,
  SaveButton,
  useDataProvider,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { submissionErrors } from '../common/submissionErrors';
import type { VitrinaDataProvider } from '../dataProvider';
import { staffName } from './staffName';

/** Sets a new password for a member; the API ends their sessions, so they sign in again with it. */
export function ResetPasswordButton() {
  const member = useRecordContext<StaffMember>();
  const dataProvider = useDataProvider<VitrinaDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!member) return null;

  const reset = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.resetPassword(member.id, String(values.password ?? ''));
    } catch (error) {
      const errors = submissionErrors(error);
      if (errors) return errors;
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
      return undefined;
    }
    notify('vitrina.staff.passwordReset', { type: 'success', messageArgs: { name: staffName(member) } });
    setOpen(false);
    return undefined;
  };

  return (
    <>
      <Button label="vitrina.staff.resetPassword" onClick={() => setOpen(true)}>
        <LockResetIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <Form onSubmit={reset} record={{}}>
          <DialogTitle>{translate('vitrina.staff.resetPasswordOf', { name: staffName(member) })}</DialogTitle>
          <DialogContent>
            <PasswordInput
              source="password"
              label="vitrina.staff.newPassword"
              autoComplete="new-password"
              validate={[required(), minLength(STAFF_PASSWORD_MIN_LENGTH), maxLength(128)]}
            />
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <SaveButton label="vitrina.staff.setPassword" />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
