'use client';

import type { Locale } from '@vitrina/locale';
import { Suspense } from 'react';
import { useModals } from '@/components/modals/ModalProvider';
import { lazyWithTexts } from '@/lib/per-language';
import { loadSpecialistTexts } from './specialist-texts';

// The finder's code, texts and data load when one of its modals opens (docs/product.md §2 find_spec, find_spec_choose,
// specialist): pages carry only the buttons that open it.
const SpecialistFinder = lazyWithTexts(
  () => import('./SpecialistFinder').then((module) => module.SpecialistFinder),
  loadSpecialistTexts,
);

/** The specialist finder's modals, mounted once in the header; rendered (and loaded) only while one is open. */
export function SpecialistModals({ locale }: { locale: Locale }) {
  const { isOpen } = useModals();
  const open = isOpen('find_spec') || isOpen('find_spec_choose') || isOpen('specialist');
  return open ? (
    <Suspense fallback={null}>
      <SpecialistFinder locale={locale} />
    </Suspense>
  ) : null;
}
