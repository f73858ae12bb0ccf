'use client';

import type { Locale } from '@vitrina/locale';
import { lazy, Suspense } from 'react';
import { useModals } from '@/components/modals/ModalProvider';
import { useOnClose } from '@/components/modals/use-on-close';
import { updateAccountFlow } from './account-flow';
import { AccountLocaleContext } from './account-locale';
import { loadAccountSetup } from './account-texts';

// The modal bodies load when one opens (docs/product.md §2 Modals: auth, registration, reset, profile): the
// pages carry none of their forms, texts or rules until then.
const AuthModal = lazy(() => import('./AuthModal').then((module) => ({ default: module.AuthModal })));
const RegistrationModal = lazy(() =>
  import('./RegistrationModal').then((module) => ({ default: module.RegistrationModal })),
);
const ResetModal = lazy(() => import('./ResetModal').then((module) => ({ default: module.ResetModal })));
const ProfileModal = lazy(() =>
  import('./ProfileModal').then((module) => ({ default: module.ProfileModal })),
);

/** The account's modals, mounted once in the header; each renders (and loads) only while it is open. */
export function AccountModals({ locale }: { locale: Locale }) {
  const { isOpen } = useModals();
  const auth = isOpen('auth');
  const reset = isOpen('reset');
  const registration = isOpen('registration');
  const profile = isOpen('profile');
  // The texts load beside the modal's code rather than after it (the cached promise makes this idempotent).
  if (auth || reset || registration || profile) void loadAccountSetup(locale);

  // What one modal handed to the next lasts as long as that modal is open (docs/product.md §4: closing clears).
  useOnClose(auth, () => updateAccountFlow({ registeredEmail: null }));
  useOnClose(reset, () => updateAccountFlow({ resetToken: null }));

  return (
    <AccountLocaleContext value={locale}>
      <Suspense fallback={null}>
        {auth ? <AuthModal /> : null}
        {registration ? <RegistrationModal /> : null}
        {reset ? <ResetModal /> : null}
        {profile ? <ProfileModal /> : null}
      </Suspense>
    </AccountLocaleContext>
  );
}
