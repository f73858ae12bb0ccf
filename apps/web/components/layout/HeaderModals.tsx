'use client';

import type { Locale } from '@vitrina/locale';
import { AccountModals } from '@/components/account/AccountModals';
import { ModalSlot } from '@/components/modals/ModalSlot';
import { ClockIcon, PhoneIcon } from '@/components/ui/icons';
import styles from './HeaderModals.module.css';

export interface HeaderModalStrings {
  close: string;
  orderCallTitle: string;
  orderCallText: string;
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

/** The modals the header opens: order call (desktop), call popup (phones) and the account's modals. */
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

  return (
    <>
      <ModalSlot name="order_call" title={strings.orderCallTitle} closeLabel={strings.close} size="sm">
        <p className={styles.text}>{strings.orderCallText}</p>
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
      </ModalSlot>
      <AccountModals locale={locale} />
    </>
  );
}
