'use client';

import { defaultLocale, isLocale } from '@vitrina/locale';
import { useParams } from 'next/navigation';
import { lazy, Suspense } from 'react';

// Next.js loads this boundary with every page of the tree; its view, texts and offers load only when a 404 is
// shown (a kept 404 is rendered whole on the server all the same), docs/adr/0054.
const NotFoundPage = lazy(() =>
  import('@/app/_shell/NotFoundPage').then((module) => ({ default: module.NotFoundPage })),
);

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
    <Suspense fallback={null}>
      <NotFoundPage locale={locale} />
    </Suspense>
  );
}
