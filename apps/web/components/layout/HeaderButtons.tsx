'use client';

import { useEffect, useState } from 'react';
import { useAccount } from '@/components/account/AccountProvider';
import { useModals } from '@/components/modals/ModalProvider';
import { PhoneIcon, SearchIcon, UserIcon } from '@/components/ui/icons';
import { callModalForViewport } from './call-modal';
import styles from './HeaderButtons.module.css';

// The header's buttons that open modals. Kept tiny: the modals themselves live in HeaderModals.

export function OrderCallButton({ label }: { label: string }) {
  const { open } = useModals();
  return (
    <button
      type="button"
      className={`btn btn--accent ${styles.orderCall}`}
      onClick={() => open(callModalForViewport())}
    >
      <PhoneIcon size={18} />
      <span className={styles.orderCallText}>{label}</span>
    </button>
  );
}

export function SearchButton({ label }: { label: string }) {
  const { open } = useModals();
  return (
    <button type="button" className={styles.icon} aria-label={label} onClick={() => open('search')}>
      <SearchIcon />
    </button>
  );
}

/** docs/product.md §2 Layout: the auth modal when signed out, the profile modal when signed in. */
export function AccountButton({ label }: { label: string }) {
  const { open } = useModals();
  const { status } = useAccount();
  // A click before the session has answered waits for it: a signed-in customer who clicks at once must get their
  // profile, not a sign-in form.
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (!asked || status === 'loading') return;
    setAsked(false);
    open(status === 'signed-in' ? 'profile' : 'auth');
  }, [asked, status, open]);
  return (
    <button
      type="button"
      className={styles.icon}
      aria-label={label}
      aria-haspopup="dialog"
      aria-busy={asked || undefined}
      onClick={() => setAsked(true)}
    >
      <UserIcon />
    </button>
  );
}
