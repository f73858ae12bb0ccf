'use client';

import { createContext, type ReactNode, useContext } from 'react';
import type { Offer } from '@/lib/api/types';

// The error page (app/[locale]/error.tsx) is a client component and cannot read the API itself; the locale
// layout hands it the cooperation offers it already read, so showing them costs the failing page no request.
// The view that shows them lives in ProvidedCooperationOffers.tsx: every page loads this provider, and only
// the error and 404 views need the cards' code.

const OffersContext = createContext<Offer[]>([]);

export function CooperationOffersProvider({ offers, children }: { offers: Offer[]; children: ReactNode }) {
  return <OffersContext.Provider value={offers}>{children}</OffersContext.Provider>;
}

export function useProvidedOffers(): Offer[] {
  return useContext(OffersContext);
}
