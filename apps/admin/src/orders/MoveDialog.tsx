import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { AdminOrder, OrderStage } from '@vitrina/contract';
import {
  Button,
  DateTimeInput,
  Form,
  required,
  SaveButton,
  TextInput,
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { submissionErrors } from '../common/submissionErrors';
import type { VitrinaDataProvider } from '../dataProvider';
import { statusOf } from '../http';

interface MoveDialogProps {
  order: AdminOrder;
  to: OrderStage;
  onClose(): void;
}

/**
 * Confirms a move to another stage, asking what that stage needs: the measurement's date and time, or why the
 * order is cancelled. A 409 (someone moved it first, or the move is no longer allowed) shows the API's reason
 * and reloads the order.
 */
export function MoveDialog({ order, to, onClose }: MoveDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<VitrinaDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const stage = translate(`vitrina.stages.${to}`);

  const move = async (values: Record<string, unknown>) => {
    const measurement = typeof values.measurement_at === 'string' ? values.measurement_at : '';
    const reason = typeof values.reason === 'string' ? values.reason.trim() : '';
    try {
      await dataProvider.moveOrder(order.id, {
        status: to,
        version: order.version,
        ...(to === 'measurement_scheduled' ? { measurement_at: new Date(measurement).toISOString() } : {}),
        ...(to === 'cancelled' ? { reason } : {}),
      });
    } catch (error) {
      const errors = submissionErrors(error);
      if (errors) return errors;
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
      if (statusOf(error) === 409) {
        onClose();
        refresh();
      }
      return undefined;
    }
    notify('vitrina.workflow.moved', { type: 'success', messageArgs: { stage } });
    onClose();
    refresh();
    return undefined;
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <Form onSubmit={move} record={{}}>
        <DialogTitle>{translate('vitrina.workflow.confirm', { number: order.number, stage })}</DialogTitle>
        <DialogContent>
          {to === 'measurement_scheduled' ? (
            <DateTimeInput
              source="measurement_at"
              label="vitrina.workflow.measurementAt"
              validate={required()}
            />
          ) : null}
          {to === 'cancelled' ? (
            <TextInput
              source="reason"
              label="vitrina.workflow.reason"
              multiline
              minRows={2}
              validate={required()}
            />
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={onClose} />
          <SaveButton label="vitrina.workflow.move" alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
