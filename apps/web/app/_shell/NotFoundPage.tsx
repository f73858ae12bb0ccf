'use client';

import type { Locale } from '@vitrina/locale';
import { shell } from '@vitrina/locale/messages/shell';
import { ProvidedCooperationOffers } from '@/components/banners/ProvidedCooperationOffers';
import { NotFoundView } from './NotFoundView';

/** The [locale] tree's 404 (app/[locale]/not-found.tsx loads it): its title, the view and the layout's offers. */
export function NotFoundPage({ locale }: { locale: Locale }) {
  return (
    <>
      <title>{`404 — ${shell[locale].errors.notFoundTitle}`}</title>
      <NotFoundView locale={locale} offers={<ProvidedCooperationOffers locale={locale} />} />
    </>
  );
}
