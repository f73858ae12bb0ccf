'use client';

import type { Locale } from '@vitrina/locale';
import { createContext, type ReactNode, useContext } from 'react';
import type { Offer } from '@/lib/api/types';
import { CooperationOffersView } from './CooperationOffersView';

// The error page (app/[locale]/error.tsx) is a client component and cannot read the API itself; the locale
// layout hands it the cooperation offers it already read, so showing them costs the failing page no request.

const OffersContext = createContext<Offer[]>([]);

export function CooperationOffersProvider({ offers, children }: { offers: Offer[]; children: ReactNode }) {
  return <OffersContext.Provider value={offers}>{children}</OffersContext.Provider>;
}

/** The cooperation offers the layout provided; nothing when there are none. */
export function ProvidedCooperationOffers({ locale }: { locale: Locale }) {
  return <CooperationOffersView locale={locale} offers={useContext(OffersContext)} />;
}
