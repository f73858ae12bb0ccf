'use client';

import { defaultLocale, isLocale } from '@vitrina/locale';
import { shell } from '@vitrina/locale/messages/shell';
import { useParams } from 'next/navigation';
import { NotFoundView } from '@/app/_shell/NotFoundView';
import { ProvidedCooperationOffers } from '@/components/banners/CooperationOffersContext';

/**
 * docs/product.md §8 404 page, inside the site layout of the locale the visitor was in. Next.js renders this
 * boundary into every page of the [locale] tree, so it must not read the request (a page would stop being
 * kept, docs/adr/0037): the locale comes from the route, the cooperation offers from the layout, as on the
 * error page.
 */
export default function NotFound() {
  const params = useParams<{ locale: string }>();
  const locale = isLocale(params?.locale) ? params.locale : defaultLocale;
  return (
    <>
      <title>{`404 — ${shell[locale].errors.notFoundTitle}`}</title>
      <NotFoundView locale={locale} offers={<ProvidedCooperationOffers locale={locale} />} />
    </>
  );
}
