import type { ReactNode } from 'react';
import { type LocaleParams, routeLocale } from '@/app/_shell/route-locale';
import { CooperationOffers } from '@/components/banners/CooperationOffers';

/** docs/product.md §2: the search page has a layout of its own, with the cooperation offers under the results (ADR 0010). */
export default async function SearchLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  const locale = await routeLocale(params);
  return (
    <>
      {children}
      <CooperationOffers locale={locale} />
    </>
  );
}
