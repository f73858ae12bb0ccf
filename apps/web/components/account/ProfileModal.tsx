'use client';

import { useEffect, useRef, useState } from 'react';
import { ModalSlot } from '@/components/modals/ModalSlot';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { type ProfileSection, profilePanes, profileSections } from '@/lib/account/profile-section';
import { useAccount } from './AccountProvider';
import { AddressBook } from './AddressBook';
import { useAccountSetup } from './account-texts';
import { OrderHistory } from './OrderHistory';
import styles from './Profile.module.css';
import { ProfileSettings } from './ProfileSettings';
import { useDesktopProfile } from './use-desktop-profile';

/**
 * docs/product.md §2 Profile modal: a sidebar with order history, settings, addresses and sign-out. From 992 px the
 * chosen section (settings by default) shows beside it; narrower, the sidebar shows alone and a chosen
 * section replaces it, with a back arrow.
 */
export function ProfileModal() {
  const { t, closeLabel } = useAccountSetup();
  const { user, signOut } = useAccount();
  const desktop = useDesktopProfile();
  const [chosen, setChosen] = useState<ProfileSection | null>(null);
  const [leaving, setLeaving] = useState(false);
  const panes = profilePanes(desktop, chosen);
  const heading = useRef<HTMLHeadingElement>(null);
  const sidebar = useRef<HTMLElement>(null);
  const moved = useRef(false);

  // After the customer chose a section or went back, focus follows to what now shows (not on opening).
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    if (chosen !== null) heading.current?.focus();
    else sidebar.current?.querySelector('button')?.focus();
  }, [chosen]);

  const choose = (section: ProfileSection | null) => {
    moved.current = true;
    setChosen(section);
  };

  const leave = async () => {
    setLeaving(true);
    await signOut();
    setLeaving(false);
  };

  const names: Record<ProfileSection, string> = {
    orders: t.profile.orders,
    settings: t.profile.settings,
    addresses: t.profile.addresses,
  };

  return (
    <ModalSlot name="profile" title={t.profile.title} closeLabel={closeLabel} size="lg">
      {user === null ? (
        <p role="status">{t.profile.loading}</p>
      ) : (
        <div className={`${styles.profile} ${panes.sidebar && panes.section !== null ? styles.split : ''}`}>
          {panes.sidebar ? (
            <nav ref={sidebar} className={styles.sidebar} aria-label={t.profile.sections}>
              <ul>
                {profileSections.map((section) => (
                  <li key={section}>
                    <button
                      type="button"
                      className={styles.sectionButton}
                      aria-current={panes.section === section ? 'true' : undefined}
                      onClick={() => choose(section)}
                    >
                      {names[section]}
                    </button>
                  </li>
                ))}
                <li>
                  <button
                    type="button"
                    className={`${styles.sectionButton} ${styles.signOut}`}
                    disabled={leaving}
                    onClick={leave}
                  >
                    {t.profile.signOut}
                  </button>
                </li>
              </ul>
            </nav>
          ) : null}
          {panes.section !== null ? (
            <section className={styles.section} aria-labelledby="profile-section-title">
              <div className={styles.sectionHead}>
                {panes.back ? (
                  <button
                    type="button"
                    className={styles.back}
                    aria-label={t.profile.back}
                    onClick={() => choose(null)}
                  >
                    <ArrowLeftIcon size={20} />
                  </button>
                ) : null}
                <h3 id="profile-section-title" ref={heading} tabIndex={-1} className={styles.sectionTitle}>
                  {names[panes.section]}
                </h3>
              </div>
              {panes.section === 'orders' ? <OrderHistory /> : null}
              {panes.section === 'settings' ? <ProfileSettings user={user} /> : null}
              {panes.section === 'addresses' ? <AddressBook user={user} /> : null}
            </section>
          ) : null}
        </div>
      )}
    </ModalSlot>
  );
}
