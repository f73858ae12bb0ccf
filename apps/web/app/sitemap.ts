import type { MetadataRoute } from 'next';
import { getSitemapEntries } from '@/lib/api';
import { config } from '@/lib/config';
import { sitemapFrom } from '@/lib/sitemap';

// Rendered per request like robots.txt: the pages come from the API, which is not there at build time, and
// PUBLIC_ORIGIN is read when the server starts. Served whatever INDEXING says; robots.txt names it only when
// crawlers are let in.
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapFrom(config.publicOrigin, await getSitemapEntries());
}
