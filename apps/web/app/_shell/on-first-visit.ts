/**
 * Re-exported by every page with a dynamic segment below [locale]: no path is built with the storefront (the
 * build cannot read the API), and each is rendered on its first visit and kept until its data's cache tags
 * are revalidated (docs/adr/0037). Without it Next.js would render such a page on every request.
 */
export function generateStaticParams(): never[] {
  return [];
}
