import ReplayIcon from '@mui/icons-material/Replay';
import { useMutation } from '@tanstack/react-query';
import type { AdminOutboxMessage } from '@vitrina/contract';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { VitrinaDataProvider } from '../dataProvider';

/** Sends a failed e-mail again now (the outbox would retry on its own later). */
export function RetryButton() {
  const message = useRecordContext<AdminOutboxMessage>();
  const dataProvider = useDataProvider<VitrinaDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { mutate, isPending } = useMutation({
    mutationFn: (id: number) => dataProvider.retryOutbox(id),
    onSuccess: () => {
      notify('vitrina.outbox.retried', { type: 'info' });
      refresh();
    },
    onError: (error) => {
      notify(error.message || 'ra.notification.http_error', { type: 'error' });
      refresh();
    },
  });
  if (message?.status !== 'failed') return null;
  return (
    <Button label="vitrina.outbox.retry" disabled={isPending} onClick={() => mutate(message.id)}>
      <ReplayIcon />
    </Button>
  );
}
