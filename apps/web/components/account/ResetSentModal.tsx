'use client';

import { RESET_LINK_LIFETIME_MINUTES } from '@vitrina/contract';
import { format } from '@vitrina/locale/messages/define';
import formStyles from '@/components/forms/Form.module.css';
import { useModals } from '@/components/modals/ModalProvider';
import { ModalSlot } from '@/components/modals/ModalSlot';
import styles from './Account.module.css';
import { useAccountSetup } from './account-texts';

/** SPEC §4 "Successful password reset opens the success modal": a link was sent if the address has an account. */
export function ResetSentModal({ email }: { email: string }) {
  const { t, closeLabel } = useAccountSetup();
  const { close } = useModals();
  return (
    <ModalSlot name="success" title={t.reset.sentTitle} closeLabel={closeLabel} size="sm">
      <div className={formStyles.form} data-testid="reset-sent">
        <p>{format(t.reset.sentText, { email, minutes: RESET_LINK_LIFETIME_MINUTES })}</p>
        <button type="button" className={`btn btn--accent ${styles.submit}`} onClick={() => close('success')}>
          {t.reset.ok}
        </button>
      </div>
    </ModalSlot>
  );
}
