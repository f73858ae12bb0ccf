import { defaultLocale } from '@vitrina/locale';
import { cachePolicies } from './cache';
import { apiGetOr } from './client';
import { listFrom } from './defaults';
import type { SitemapEntry } from './types';

const isEntry = (value: unknown): value is SitemapEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SitemapEntry).paths === 'object' &&
  (value as SitemapEntry).paths !== null;

/**
 * The stored pages for sitemap.xml (the same in every language, so asked once). When the API fails the
 * sitemap still lists the fixed routes.
 */
export async function getSitemapEntries(): Promise<SitemapEntry[]> {
  const raw = await apiGetOr<unknown>(
    '/pages/sitemap/',
    { locale: defaultLocale, cache: cachePolicies.sitemap },
    [],
  );
  return listFrom<unknown>(raw).filter(isEntry);
}
