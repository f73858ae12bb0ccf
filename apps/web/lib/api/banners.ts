import type { Locale } from '@vitrina/locale';
import { cache } from 'react';
import { isRecord } from '../is-record';
import { cachePolicies } from './cache';
import { apiGetOr } from './client';
import { listFrom } from './defaults';
import type { HeroBanner, Offer, OfferKind } from './types';

// Banners are decoration around a page's own content: a failed read is logged and the page renders without
// them (docs/product.md §8), never an error page.

/** An offer the storefront can draw: text, a picture and a list of buttons (maybe empty). */
function isOffer(value: unknown): value is Offer {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.title === 'string' &&
    isRecord(value.image) &&
    typeof value.image.file === 'string'
  );
}

function offerFrom(raw: Offer): Offer {
  return {
    ...raw,
    description: typeof raw.description === 'string' ? raw.description : '',
    buttons: listFrom<Offer['buttons'][number]>(raw.buttons),
  };
}

/** The hero screen, or null when the API has none or failed (the page then shows its own heading). */
export const getHeroBanner = cache(async (locale: Locale): Promise<HeroBanner | null> => {
  const raw = await apiGetOr<unknown>('/banners/hero-screen', { locale, cache: cachePolicies.banners }, null);
  if (!isOffer(raw)) return null;
  const hero = raw as unknown as HeroBanner;
  return { ...offerFrom(hero), facts: listFrom<HeroBanner['facts'][number]>(hero.facts) };
});

/** One offer list (offer, discount, service, cooperation); empty when the API has none or failed. */
export const getOffers = cache(async (locale: Locale, kind: OfferKind): Promise<Offer[]> => {
  const raw = await apiGetOr<unknown>(`/banners/${kind}`, { locale, cache: cachePolicies.banners }, []);
  return listFrom<unknown>(raw).filter(isOffer).map(offerFrom);
});
