'use client';

import type { Locale } from '@vitrina/locale';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useModals } from '@/components/modals/ModalProvider';
import { updateAccountFlow, useAccountFlow } from './account-flow';
import { AccountLocaleContext } from './account-texts';

// The modal bodies load when one opens (SPEC §2 Modals: auth, registration, reset, profile, success): the
// pages carry none of their forms, texts or rules until then.
const AuthModal = lazy(() => import('./AuthModal').then((module) => ({ default: module.AuthModal })));
const RegistrationModal = lazy(() =>
  import('./RegistrationModal').then((module) => ({ default: module.RegistrationModal })),
);
const ResetModal = lazy(() => import('./ResetModal').then((module) => ({ default: module.ResetModal })));
const ResetSentModal = lazy(() =>
  import('./ResetSentModal').then((module) => ({ default: module.ResetSentModal })),
);
const ProfileModal = lazy(() =>
  import('./ProfileModal').then((module) => ({ default: module.ProfileModal })),
);

/** Runs `onClose` when `open` goes from true to false (not on the first render). */
function useOnClose(open: boolean, onClose: () => void) {
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) onClose();
    wasOpen.current = open;
  });
}

/** The account's modals, mounted once in the header; each renders (and loads) only while it is open. */
export function AccountModals({ locale }: { locale: Locale }) {
  const { isOpen } = useModals();
  const { resetSentTo } = useAccountFlow();
  const auth = isOpen('auth');
  const reset = isOpen('reset');
  const success = isOpen('success');

  // What one modal handed to the next lasts as long as that modal is open (SPEC §4: closing clears).
  useOnClose(auth, () => updateAccountFlow({ registeredEmail: null }));
  useOnClose(reset, () => updateAccountFlow({ resetToken: null }));
  useOnClose(success, () => updateAccountFlow({ resetSentTo: null }));

  return (
    <AccountLocaleContext value={locale}>
      <Suspense fallback={null}>
        {auth ? <AuthModal /> : null}
        {isOpen('registration') ? <RegistrationModal /> : null}
        {reset ? <ResetModal /> : null}
        {/* The 'success' slot is shared with the order confirmation: this one only after a reset request. */}
        {success && resetSentTo !== null ? <ResetSentModal email={resetSentTo} /> : null}
        {isOpen('profile') ? <ProfileModal /> : null}
      </Suspense>
    </AccountLocaleContext>
  );
}
