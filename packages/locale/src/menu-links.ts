export interface MenuCategoryItem {
  dynamic_page_slug?: string | null;
  category_slug?: string | null;
}

/**
 * docs/product.md §2: a menu category link goes to /{dynamic_page_slug} when set, otherwise to
 * /{parent_category_slug}/{category_slug}. Locale-neutral; missing parts are left out rather than
 * producing '//' or 'null' in a URL.
 */
export function menuCategoryHref(item: MenuCategoryItem, parentCategorySlug: string | null): string {
  const dynamic = trimSlashes(item.dynamic_page_slug);
  if (dynamic !== '') return `/${dynamic}`;
  const parts = [trimSlashes(parentCategorySlug), trimSlashes(item.category_slug)].filter(
    (part) => part !== '',
  );
  return `/${parts.join('/')}`;
}

function trimSlashes(slug: string | null | undefined): string {
  return (slug ?? '').trim().replace(/^\/+|\/+$/g, '');
}
