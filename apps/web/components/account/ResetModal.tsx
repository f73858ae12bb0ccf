'use client';

import { ModalSlot } from '@/components/modals/ModalSlot';
import { useAccountFlow } from './account-flow';
import { useAccountSetup } from './account-texts';
import { NewPasswordForm } from './NewPasswordForm';
import { ResetRequestForm } from './ResetRequestForm';

/**
 * The 'reset' modal (docs/product.md §2 Modals, password recovery): the e-mail a link is sent to, or, opened from that link (the home page's
 * `?reset_token=`), the new password.
 */
export function ResetModal() {
  const { t, closeLabel } = useAccountSetup();
  const { resetToken } = useAccountFlow();
  return (
    <ModalSlot
      name="reset"
      title={resetToken === null ? t.reset.title : t.newPassword.title}
      closeLabel={closeLabel}
      size="sm"
    >
      {resetToken === null ? <ResetRequestForm /> : <NewPasswordForm key={resetToken} token={resetToken} />}
    </ModalSlot>
  );
}
