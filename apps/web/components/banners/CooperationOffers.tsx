import type { Locale } from '@vitrina/locale';
import { getOffers } from '@/lib/api';
import { logApiFailure } from '@/lib/api/client';
import type { Offer } from '@/lib/api/types';
import { CooperationOffersView } from './CooperationOffersView';

/**
 * docs/product.md §2 "layout with offers": the cooperation offers under the home, search, 404 and error pages. It must
 * never take a page down with it (the error page least of all): any failure renders nothing.
 */
export async function CooperationOffers({ locale }: { locale: Locale }) {
  let offers: Offer[];
  try {
    offers = await getOffers(locale, 'cooperation');
  } catch (error) {
    logApiFailure(error);
    return null;
  }
  return <CooperationOffersView locale={locale} offers={offers} />;
}
