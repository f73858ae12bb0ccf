'use client';

import { useEffect, useId, useState } from 'react';
import { ClockIcon, PhoneIcon } from '@/components/ui/icons';
import styles from './PhoneHours.module.css';

interface PhoneHoursProps {
  /** Only what it shows: a client component's props ride in every page's payload. */
  phone: string;
  phoneHref: string;
  title: string;
  hours: string;
}

/**
 * The phone number as a tel: link; hovering or focusing it shows the working hours. CSS alone shows the popup
 * (so it works before and without scripts); the script only lets Escape hide it until the pointer or focus
 * leaves, as WCAG 1.4.13 asks of content that appears on hover or focus.
 */
export function PhoneHours({ phone, phoneHref, title, hours }: PhoneHoursProps) {
  const id = useId();
  const [engaged, setEngaged] = useState({ hover: false, focus: false });
  const [dismissed, setDismissed] = useState(false);
  const shown = engaged.hover || engaged.focus;

  useEffect(() => {
    if (!shown) {
      setDismissed(false);
      return;
    }
    // On the document: a pointer resting on the number leaves the focus wherever it was.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer and focus events bubble up from the link and popup
    <div
      className={styles.phone}
      data-dismissed={dismissed || undefined}
      onPointerEnter={() => setEngaged((state) => ({ ...state, hover: true }))}
      onPointerLeave={() => setEngaged((state) => ({ ...state, hover: false }))}
      onFocus={() => setEngaged((state) => ({ ...state, focus: true }))}
      onBlur={() => setEngaged((state) => ({ ...state, focus: false }))}
    >
      <a href={phoneHref} className={styles.link} aria-describedby={id}>
        <PhoneIcon size={18} />
        <span>{phone}</span>
      </a>
      <div id={id} role="tooltip" className={styles.popup}>
        <ClockIcon size={20} className={styles.clock} />
        <span>
          <strong>{title}</strong>
          <br />
          {hours}
        </span>
      </div>
    </div>
  );
}
