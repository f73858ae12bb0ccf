/** docs/product.md §2: calculator links of top-level menu items go by item id. Locale-neutral. */
const calculatorHrefs: Readonly<Record<number, string>> = {
  1: '/calculators',
  6: '/calculators',
  7: '/calculators',
  8: '/calculators/gates',
  9: '/calculators/awning',
};

export function calculatorHrefForMenuItem(id: number): string | null {
  return Object.hasOwn(calculatorHrefs, id) ? (calculatorHrefs[id] ?? null) : null;
}

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
