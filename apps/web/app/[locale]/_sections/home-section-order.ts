import type { HomeSectionName, OfferKind } from '@/lib/api';

/** One band of the home page: an API home section, or one of the banner lists. */
export type HomeBlock = { section: HomeSectionName } | { offers: Exclude<OfferKind, 'cooperation'> };

/**
 * The home page from top to bottom: what we make, why us, what is on sale now, how buying works, proof
 * (works, figures, the factory), more services and ways to pay, then the brands, reviews and questions. The
 * cooperation offers close the page.
 */
export const homeLayout: readonly HomeBlock[] = [
  { section: 'products_category' },
  { section: 'advantages' },
  { section: 'sale' },
  { offers: 'offer' },
  { offers: 'discount' },
  { section: 'how_order' },
  { section: 'our_works' },
  { section: 'work_process' },
  { section: 'achievements' },
  { section: 'equipament' },
  { section: 'other_services' },
  { offers: 'service' },
  { section: 'credit' },
  { section: 'information_section' },
  { section: 'parteners' },
  { section: 'reviews' },
  { section: 'faq' },
];
