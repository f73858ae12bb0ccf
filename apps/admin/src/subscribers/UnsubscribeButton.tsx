import UnsubscribeIcon from '@mui/icons-material/Unsubscribe';
import type { AdminSubscriber } from '@vitrina/contract';
import { DeleteWithConfirmButton, useNotify, useRecordContext, useRefresh } from 'react-admin';

/**
 * Unsubscribes an address: the API's DELETE marks the row (it stays, with its date, for the history), so the
 * list is reloaded rather than the row dropped.
 */
export function UnsubscribeButton() {
  const subscriber = useRecordContext<AdminSubscriber>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!subscriber || subscriber.unsubscribed_at !== null) return null;
  return (
    <DeleteWithConfirmButton
      label="vitrina.subscribers.unsubscribe"
      confirmTitle="vitrina.subscribers.confirmTitle"
      confirmContent="vitrina.subscribers.confirmContent"
      translateOptions={{ email: subscriber.email }}
      confirmColor="warning"
      icon={<UnsubscribeIcon />}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{
        onSuccess: () => {
          notify('vitrina.subscribers.unsubscribed', { type: 'info' });
          refresh();
        },
      }}
    />
  );
}
