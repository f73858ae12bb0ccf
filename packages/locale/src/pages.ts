import type { LocalizedPage } from './slugs';

/**
 * Fixed routes whose public first segment is their route name in every locale (docs/product.md §2):
 * /blog/{id}, /calculators/{category}/{sub}, /dealers, /search, /category/{slug}, /info/{slug}, /product/{p}.
 */
export const plainRoutes = [
  'blog',
  'calculators',
  'dealers',
  'search',
  'category',
  'info',
  'product',
] as const;

export type PlainRoute = (typeof plainRoutes)[number];

export type PageName = 'home' | LocalizedPage | PlainRoute | 'policy' | 'dynamic';

export function isPlainRoute(value: string): value is PlainRoute {
  return (plainRoutes as readonly string[]).includes(value);
}

/** The internal folder of the pages reached with a query state (apps/web/lib/query-state.ts). */
export const queryStateFolder = 'query-state';

/**
 * Folders of the internal tree that no public URL names directly. A path starting with one would reach the
 * internal page under a second address, so it is a 404 instead.
 */
export const internalOnlyRoutes: readonly string[] = ['policy', queryStateFolder];
