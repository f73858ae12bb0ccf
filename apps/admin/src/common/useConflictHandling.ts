import { useNotify, useRefresh } from 'react-admin';
import { statusOf } from '../http';

/**
 * The mutation options of an edit saved with the version it was read at: the API's refusal is shown as it
 * words it, and on a 409 (someone else saved first, or the change is no longer allowed) the record is
 * reloaded so the next try starts from what is there now.
 */
export function useConflictHandling() {
  const notify = useNotify();
  const refresh = useRefresh();
  return {
    onError: (error: unknown) => {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
      if (statusOf(error) === 409) refresh();
    },
  };
}
