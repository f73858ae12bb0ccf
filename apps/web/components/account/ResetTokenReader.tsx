'use client';

import { useEffect } from 'react';
import { useModals } from '@/components/modals/ModalProvider';
import { readResetToken, withoutResetToken } from '@/lib/account/reset-token';
import { updateAccountFlow } from './account-flow';

/**
 * On the home page: a reset link (`/?reset_token=…`, `/ru?reset_token=…`) opens the reset modal asking for
 * the new password. The token leaves the address bar at once (history.replaceState), so it does not linger in
 * the history, a bookmark or a shared link. Renders nothing.
 */
export function ResetTokenReader() {
  const { open } = useModals();
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    const token = readResetToken(new URLSearchParams(search));
    if (token === null) return;
    window.history.replaceState(window.history.state, '', withoutResetToken(pathname, search, hash));
    updateAccountFlow({ resetToken: token });
    open('reset');
  }, [open]);
  return null;
}
