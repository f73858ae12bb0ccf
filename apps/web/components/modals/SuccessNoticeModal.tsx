'use client';

import formStyles from '@/components/forms/Form.module.css';
import { useModals } from './ModalProvider';
import { ModalSlot } from './ModalSlot';
import { clearSuccessNotice, useSuccessNotice } from './success-notice';
import { useOnClose } from './use-on-close';

/**
 * The success modals of the forms (a password reset request, a call back, a subscription, an application, a
 * message): the title and line the form set, and a button that closes it. Closing forgets the notice, so the
 * 'success' slot is free for the order confirmation (SuccessOrderModal) again.
 */
export function SuccessNoticeModal({ closeLabel, okLabel }: { closeLabel: string; okLabel: string }) {
  const notice = useSuccessNotice();
  const { isOpen, close } = useModals();
  const open = notice !== null && isOpen(notice.modal);
  useOnClose(open, clearSuccessNotice);

  if (notice === null) return null;
  return (
    <ModalSlot name={notice.modal} title={notice.title} closeLabel={closeLabel} size="sm">
      <div className={formStyles.form} data-testid="success-notice">
        <p>{notice.text}</p>
        <button type="button" className="btn btn--accent" onClick={() => close(notice.modal)}>
          {okLabel}
        </button>
      </div>
    </ModalSlot>
  );
}
