import { type Locale, menuCategoryHref, withLocale } from '@vitrina/locale';
import type { MenuItem } from '@/lib/api/types';

// The navigation as the client components need it: titles and finished, localized hrefs. Built on the
// server so the browser gets neither the raw API shape nor the routing rules.

export interface NavLink {
  title: string;
  href: string;
}

export interface NavColumn {
  id: number;
  title: string;
  links: NavLink[];
}

export interface NavItem {
  id: number;
  title: string;
  href: string;
  /** Opens in a new tab (external link). */
  external: boolean;
  /** 'mega' with columns, 'dropdown' with only subitems, 'link' without a panel. */
  kind: 'mega' | 'dropdown' | 'link';
  columns: NavColumn[];
  subitems: NavLink[];
  banner: { href: string; image: string; alt: string } | null;
  calculatorHref: string | null;
}

export function buildNav(menu: readonly MenuItem[], locale: Locale): NavItem[] {
  return menu
    .filter((item) => item.link.visible !== false)
    .map((item) => {
      const columns = item.additions
        .map((column) => ({
          id: column.id,
          title: column.title,
          links: column.items.map((entry) => ({
            title: entry.link.title,
            href: withLocale(locale, menuCategoryHref(entry, item.parent_category_slug)),
          })),
        }))
        .filter((column) => column.links.length > 0);
      const subitems = item.subitems.map((sub) => ({
        title: sub.link.title,
        href: withLocale(locale, sub.link.href),
      }));
      return {
        id: item.id,
        title: item.title,
        href: withLocale(locale, item.link.href),
        external: item.link.target === '_blank',
        kind: columns.length > 0 ? 'mega' : subitems.length > 0 ? 'dropdown' : 'link',
        columns,
        subitems,
        banner: item.banner
          ? {
              href: withLocale(locale, item.banner.link.href),
              image: item.banner.image.file,
              alt: item.banner.image.alt,
            }
          : null,
        calculatorHref: item.calculator_href === null ? null : withLocale(locale, item.calculator_href),
      } satisfies NavItem;
    });
}

/** A link as [title, href]: its shortest shape in the page's RSC payload (see MainNav). */
export type ColumnLink = readonly [title: string, href: string];

/** A mega-menu's content as its client component gets it: links as [title, href] pairs (see MainNav). */
export interface MegaContent {
  title: string;
  href: string;
  columns: { id: number; title: string; links: ColumnLink[] }[];
  banner: NavItem['banner'];
  calculatorHref: string | null;
}

export function megaContent(item: NavItem): MegaContent {
  return {
    title: item.title,
    href: item.href,
    columns: item.columns.map((column) => ({
      id: column.id,
      title: column.title,
      links: column.links.map((link) => [link.title, link.href] as const),
    })),
    banner: item.banner,
    calculatorHref: item.calculatorHref,
  };
}
