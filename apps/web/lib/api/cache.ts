// Every cache tag and lifetime of the storefront's API reads, in one place (docs/architecture.md §5). Only data that is
// the same for every visitor appears here; carts, profiles and orders are never cached.

import { type CacheTag, cacheTags } from '@vitrina/contract';

/** How a read may be cached: seconds before the next request refreshes it, and the tags that drop it early. */
export interface CachePolicy {
  revalidate: number;
  tags: CacheTag[];
}

const minutes = (n: number): number => n * 60;

// Navigation and page texts change rarely and are edited by hand; a few minutes of staleness is fine and
// keeps the layout's five reads off the API on almost every request.
export const cachePolicies = {
  menu: { revalidate: minutes(10), tags: [cacheTags.menu] },
  headerLinks: { revalidate: minutes(10), tags: [cacheTags.headerLinks] },
  homePage: { revalidate: minutes(5), tags: [cacheTags.homePage] },
  footerColumns: { revalidate: minutes(10), tags: [cacheTags.footerColumns] },
  infoPages: { revalidate: minutes(10), tags: [cacheTags.infoPages] },
  seoContent: { revalidate: minutes(5), tags: [cacheTags.seoContent] },
  banners: { revalidate: minutes(5), tags: [cacheTags.banners] },
  sitemap: { revalidate: minutes(10), tags: [cacheTags.sitemap] },
  branches: { revalidate: minutes(10), tags: [cacheTags.branches] },
  company: { revalidate: minutes(10), tags: [cacheTags.company] },
  contentPages: { revalidate: minutes(10), tags: [cacheTags.contentPages] },
  editorial: { revalidate: minutes(5), tags: [cacheTags.editorial] },
  catalog: { revalidate: minutes(5), tags: [cacheTags.catalog] },
  calculators: { revalidate: minutes(5), tags: [cacheTags.calculators] },
} as const satisfies Record<string, CachePolicy>;
