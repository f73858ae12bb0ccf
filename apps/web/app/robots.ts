import type { MetadataRoute } from 'next';
import { config } from '@/lib/config';
import { robotsTxt } from '@/lib/seo';

// Rendered per request: INDEXING is read when the server starts, not frozen into the build.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return robotsTxt(config.indexing, config.publicOrigin);
}
