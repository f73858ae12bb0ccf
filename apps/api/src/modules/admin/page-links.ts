import { contentLocales } from '@vitrina/contract';
import { eq, getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { footerPages, headerLinks, menuColumnItems, menuItems, menuSubitems } from '../../db/schema';
import type { StaffActor } from './audit';
import { audit } from './audit';

// A page renamed takes its links with it (docs/adr/0034): the menu's items, their columns' links, dropdowns and
// banners, the header's links and the footer's columns that pointed at its old address point at its new one, in
// the rename's transaction, and the audit log says which. Only what pointed at an old slug moves: a link that
// names another page, or a slug the page keeps, stays as it is.

type Slugs = Record<string, string>;

/** The key drizzle's `set` names `column` by in `table` (its property, not its SQL name). */
const keyOf = (table: PgTable, column: AnyPgColumn) =>
  Object.entries(getTableColumns(table)).find(([, each]) => each === column)?.[0] ?? column.name;

/** A link that followed a rename: where it is, and its value before and after. */
export interface FollowedLink {
  place: string;
  id: number;
  before: unknown;
  after: unknown;
}

/**
 * The page's old slugs it no longer has, each with the language it was the slug of: a link that named one is
 * sent to the page's new slug in the link's language (or, for a link of no language, the old slug's language).
 */
function goneSlugs(from: Slugs, to: Slugs): Map<string, string> {
  const kept = new Set(Object.values(to));
  const gone = new Map<string, string>();
  for (const locale of contentLocales) {
    const slug = from[locale];
    if (slug && !kept.has(slug) && !gone.has(slug)) gone.set(slug, locale);
  }
  return gone;
}

/** Each language's path of a translated link column, moved where it named a gone slug. */
async function followTranslated(
  tx: Tx,
  place: string,
  table: PgTable,
  id: AnyPgColumn,
  column: AnyPgColumn,
  move: (value: string, locale: string) => string | undefined,
): Promise<FollowedLink[]> {
  const rows = (await tx.select({ id, value: column }).from(table)) as {
    id: number;
    value: Slugs | null;
  }[];
  const followed: FollowedLink[] = [];
  for (const row of rows) {
    if (!row.value) continue;
    const after: Slugs = { ...row.value };
    let changed = false;
    for (const [locale, value] of Object.entries(row.value)) {
      const moved = move(value, locale);
      if (moved !== undefined && moved !== value) {
        after[locale] = moved;
        changed = true;
      }
    }
    if (!changed) continue;
    await tx
      .update(table)
      .set({ [keyOf(table, column)]: after } as never)
      .where(eq(id, row.id));
    followed.push({ place, id: row.id, before: row.value, after });
  }
  return followed;
}

/** A link of no language (a menu item's page slug) moved where it named a gone slug. */
async function followPlain(
  tx: Tx,
  place: string,
  table: PgTable,
  id: AnyPgColumn,
  column: AnyPgColumn,
  move: (value: string) => string | undefined,
): Promise<FollowedLink[]> {
  const rows = (await tx.select({ id, value: column }).from(table)) as { id: number; value: string | null }[];
  const followed: FollowedLink[] = [];
  for (const row of rows) {
    const moved = row.value === null ? undefined : move(row.value);
    if (moved === undefined || moved === row.value) continue;
    await tx
      .update(table)
      .set({ [keyOf(table, column)]: moved } as never)
      .where(eq(id, row.id));
    followed.push({ place, id: row.id, before: row.value, after: moved });
  }
  return followed;
}

/**
 * Moves every menu, header and footer link to a page renamed from `from` to `to`, and audits what moved as part
 * of the page's change. `prefix` is where the page lives: '/' for the pages at /{slug}, '/info/' for info pages
 * (which only paths name; the footer's and the menu's page slugs are at /{slug}).
 */
export async function followRename(
  tx: Tx,
  actor: StaffActor,
  page: { entity: string; id: number; prefix: '/' | '/info/' },
  from: Slugs,
  to: Slugs,
): Promise<FollowedLink[]> {
  const gone = goneSlugs(from, to);
  if (gone.size === 0) return [];
  const { prefix } = page;
  const path = (value: string, locale: string) => {
    if (!value.startsWith(prefix)) return undefined;
    const slug = value.slice(prefix.length);
    const target = gone.has(slug) ? (to[locale] ?? to[gone.get(slug) ?? '']) : undefined;
    return target ? `${prefix}${target}` : undefined;
  };
  const slug = (value: string, locale: string) => (gone.has(value) ? to[locale] : undefined);
  const plain = (value: string) => {
    const locale = gone.get(value);
    return locale ? to[locale] : undefined;
  };
  const followed = [
    ...(await followTranslated(tx, 'menu_item.href', menuItems, menuItems.id, menuItems.linkHref, path)),
    ...(await followTranslated(
      tx,
      'menu_item.banner_href',
      menuItems,
      menuItems.id,
      menuItems.bannerHref,
      path,
    )),
    ...(await followTranslated(
      tx,
      'menu_subitem.href',
      menuSubitems,
      menuSubitems.id,
      menuSubitems.href,
      path,
    )),
    ...(await followTranslated(tx, 'header_link.href', headerLinks, headerLinks.id, headerLinks.href, path)),
  ];
  if (prefix === '/')
    followed.push(
      ...(await followPlain(
        tx,
        'menu_item.dynamic_page_slug',
        menuItems,
        menuItems.id,
        menuItems.dynamicPageSlug,
        plain,
      )),
      ...(await followPlain(
        tx,
        'menu_column_item.dynamic_page_slug',
        menuColumnItems,
        menuColumnItems.id,
        menuColumnItems.dynamicPageSlug,
        plain,
      )),
      ...(await followTranslated(
        tx,
        'footer_page.slug',
        footerPages,
        footerPages.id,
        footerPages.slug,
        slug,
      )),
    );
  if (followed.length > 0)
    await audit(tx, actor, {
      action: `${page.entity}.links_followed`,
      entity: page.entity,
      entityId: page.id,
      before: { slug: from, links: followed.map(({ place, id, before }) => ({ place, id, value: before })) },
      after: { slug: to, links: followed.map(({ place, id, after }) => ({ place, id, value: after })) },
    });
  return followed;
}

/**
 * The `afterChange` of a page kind whose rows carry their slugs: the links to a renamed page follow it
 * (docs/adr/0034). `entity` names the page in the audit log, `prefix` is where such pages live.
 */
export function linksFollowRename(entity: string, prefix: '/' | '/info/') {
  return async (tx: Tx, before: { slug: Slugs }, after: { id: number; slug: Slugs }, actor: StaffActor) => {
    await followRename(tx, actor, { entity, id: after.id, prefix }, before.slug, after.slug);
  };
}

/** The storefront's reads the links of followRename are in. */
export const linkTags = ['menu', 'header-links', 'footer-columns'] as const;
