import type { HeaderLink, MenuItem } from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { headerLinks, menuColumnItems, menuColumns, menuItems, menuSubitems } from '../../db/schema';
import { jsonList, tr } from '../../db/translate';

/** The whole navigation in one query: items with their columns, column links, subitems and banner. */
export async function navigation(database: Database, locale: Locale): Promise<MenuItem[]> {
  const [row] = await database.rows<{ items: MenuItem[] }>(navigationQuery(locale));
  return row?.items ?? [];
}

// The query's text depends only on the locale: it is built once per locale, not on every request.
const navigationQueries = new Map<Locale, SQL>();

function navigationQuery(locale: Locale): SQL {
  let query = navigationQueries.get(locale);
  if (query === undefined) {
    query = buildNavigationQuery(locale);
    navigationQueries.set(locale, query);
  }
  return query;
}

function buildNavigationQuery(locale: Locale): SQL {
  const columnLinks = sql`(select ${jsonList(
    sql`json_build_object(
      'id', ${menuColumnItems.id},
      'category_slug', ${menuColumnItems.categorySlug},
      'dynamic_page_slug', ${menuColumnItems.dynamicPageSlug},
      'link', json_build_object('title', ${tr(menuColumnItems.title, locale)}))`,
    sql`${menuColumnItems.position}, ${menuColumnItems.id}`,
  )} from ${menuColumnItems} where ${menuColumnItems.columnId} = ${menuColumns.id})`;
  const columns = sql`(select ${jsonList(
    sql`json_build_object('id', ${menuColumns.id}, 'title', ${tr(menuColumns.title, locale)}, 'items', ${columnLinks})`,
    sql`${menuColumns.position}, ${menuColumns.id}`,
  )} from ${menuColumns} where ${menuColumns.menuItemId} = ${menuItems.id})`;
  const subitems = sql`(select ${jsonList(
    sql`json_build_object('link', json_build_object(
      'href', ${tr(menuSubitems.href, locale)}, 'title', ${tr(menuSubitems.title, locale)}))`,
    sql`${menuSubitems.position}, ${menuSubitems.id}`,
  )} from ${menuSubitems} where ${menuSubitems.menuItemId} = ${menuItems.id})`;
  const banner = sql`case when ${menuItems.bannerImage} is null then null else json_build_object(
      'link', json_build_object('href', ${tr(menuItems.bannerHref, locale)}),
      'image', json_build_object('file', ${menuItems.bannerImage}, 'alt', ${tr(menuItems.bannerAlt, locale)})) end`;
  return sql`select ${jsonList(
    sql`json_build_object(
      'id', ${menuItems.id},
      'title', ${tr(menuItems.title, locale)},
      'link', json_build_object(
        'title', ${tr(menuItems.linkTitle, locale)},
        'visible', ${menuItems.linkVisible},
        'href', ${tr(menuItems.linkHref, locale)},
        'target', ${menuItems.linkTarget},
        'type', ${menuItems.linkType}),
      'parent_category_slug', ${menuItems.parentCategorySlug},
      'dynamic_page_slug', ${menuItems.dynamicPageSlug},
      'additions', ${columns},
      'subitems', ${subitems},
      'banner', ${banner},
      'calculator_href', ${menuItems.calculatorHref},
      'activeNav', ${menuItems.activeNav})`,
    sql`${menuItems.position}, ${menuItems.id}`,
  )} as items from ${menuItems}`;
}

export async function headerLinkList(database: Database, locale: Locale): Promise<HeaderLink[]> {
  return database.db
    .select({
      id: headerLinks.id,
      title: tr(headerLinks.title, locale),
      href: tr(headerLinks.href, locale),
      target: headerLinks.target,
    })
    .from(headerLinks)
    .orderBy(headerLinks.position, headerLinks.id);
}
