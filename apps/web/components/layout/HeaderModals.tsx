'use client';

import type { Locale } from '@vitrina/locale';
import { Suspense } from 'react';
import { AccountModals } from '@/components/account/AccountModals';
import { loadFeedbackSetup } from '@/components/feedback/feedback-texts';
import { ModalSlot } from '@/components/modals/ModalSlot';
import { SuccessNoticeModal } from '@/components/modals/SuccessNoticeModal';
import { SpecialistModals } from '@/components/specialists/SpecialistModals';
import { ClockIcon, PhoneIcon } from '@/components/ui/icons';
import { lazyWithTexts } from '@/lib/per-language';
import styles from './HeaderModals.module.css';

// The call-back form, its rules and texts load when an order-call modal opens, not with every page.
const CallbackForm = lazyWithTexts(
  () => import('@/components/feedback/CallbackForm').then((module) => module.CallbackForm),
  loadFeedbackSetup,
);

export interface HeaderModalStrings {
  close: string;
  ok: string;
  orderCallTitle: string;
  /** 'Or call us right now:' under the call-back form. */
  orCall: string;
  mobileCallTitle: string;
  mobileCallText: string;
  workingHours: string;
}

interface HeaderModalsProps {
  locale: Locale;
  phone: string;
  phoneHref: string;
  strings: HeaderModalStrings;
}

/**
 * The modals the header opens: order call (desktop: the call-back form, then the number and hours), call popup
 * (phones: the number to tap, then the same form), the forms' success modals and the account's modals.
 */
export function HeaderModals({ locale, phone, phoneHref, strings }: HeaderModalsProps) {
  const call = (
    <a href={phoneHref} className={styles.phone}>
      <PhoneIcon size={26} />
      {phone}
    </a>
  );
  const hours = (
    <p className={styles.hours}>
      <ClockIcon size={18} />
      {strings.workingHours}
    </p>
  );
  const callback = (idPrefix: string) => (
    <Suspense fallback={null}>
      <CallbackForm locale={locale} idPrefix={idPrefix} />
    </Suspense>
  );

  return (
    <>
      <ModalSlot name="order_call" title={strings.orderCallTitle} closeLabel={strings.close} size="sm">
        {callback('order-call')}
        <p className={`${styles.text} ${styles.or}`}>{strings.orCall}</p>
        {call}
        {hours}
      </ModalSlot>
      <ModalSlot
        name="mobile-call-popup"
        title={strings.mobileCallTitle}
        closeLabel={strings.close}
        size="sm"
      >
        <p className={styles.text}>{strings.mobileCallText}</p>
        {call}
        {hours}
        <div className={styles.or}>{callback('mobile-call')}</div>
      </ModalSlot>
      <SuccessNoticeModal closeLabel={strings.close} okLabel={strings.ok} />
      <AccountModals locale={locale} />
      <SpecialistModals locale={locale} />
    </>
  );
}
