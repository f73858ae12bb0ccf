import { resolvePath } from '@vitrina/locale';

// A category's slug is the first segment of its storefront address ('/ferestre'), and a product's names its page
// ('/product/x'). Neither may be a segment the storefront already answers otherwise, or a page would lose its
// address (docs/product.md §2). The storefront decides with resolvePath, so it is asked here too: a free slug is
// one it would hand to the dynamic page.

/** First segments the storefront's proxy never resolves as pages (docs/architecture.md §2, apps/web/proxy.ts). */
const proxyBypassed = new Set(['api', 'static', 'assets']);

/** Whether `slug` is taken by a fixed route, a localized slug, a policy slug or a language prefix. */
export function isStorefrontRoute(slug: string): boolean {
  if (proxyBypassed.has(slug)) return true;
  const resolution = resolvePath(`/${slug}`);
  return resolution.kind !== 'page' || resolution.page !== 'dynamic';
}
