'use client';

import type { Locale } from '@vitrina/locale';
import { useProvidedOffers } from './CooperationOffersContext';
import { CooperationOffersView } from './CooperationOffersView';

/** The cooperation offers the layout provided (CooperationOffersContext); nothing when there are none. */
export function ProvidedCooperationOffers({ locale }: { locale: Locale }) {
  return <CooperationOffersView locale={locale} offers={useProvidedOffers()} />;
}
