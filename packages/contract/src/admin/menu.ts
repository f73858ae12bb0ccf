import { z } from 'zod';
import { BANNER_HREF, BANNER_LIMITS, CONTENT_LIMITS, contentFields } from './content';

// The header and the footer as the back office edits them (issue 18): the top navigation with its mega-menu
// columns and their links, plain dropdowns, banners and calculator buttons; the top bar's links; the footer's
// columns of links. None of these tables has a version column: the row's transaction id is the version, and
// every save writes the row, so a change of a column's link alone changes the item's version too.

const { line, translatedLine, texts, position, tabVersion, imagePath, updateOf } = contentFields;

export const MENU_LIMITS = { columns: 8, links: 40, subitems: 20, footerPages: 20, slug: 120 } as const;
export const MENU_LINK_TARGETS = ['_self', '_blank'] as const;
export const MENU_LINK_TYPES = ['category', 'page', 'custom'] as const;

/** The calculators a menu button may open, without the language prefix: '/calculators' or one calculator's page. */
export const MENU_CALCULATOR_HREF = /^\/calculators(\/[a-z0-9-]+){0,2}$/;

/**
 * A calculator a menu button may open (GET /admin/api/menu-items/calculators): every calculator ('/calculators'),
 * a category's ('/calculators/gates') or one type's ('/calculators/gates/sliding'), named in both languages.
 */
export const adminMenuCalculator = z
  .object({ href: z.string(), title: texts })
  .meta({ id: 'AdminMenuCalculator' });
export type AdminMenuCalculator = z.infer<typeof adminMenuCalculator>;

/** A storefront path in both languages ('/ferestre', '/okna'); a missing one is named by the API. */
const storefrontPath = z.union([z.literal(''), line(BANNER_LIMITS.href).regex(BANNER_HREF)]);
const translatedPath = z.strictObject({ ro: storefrontPath.default(''), ru: storefrontPath.default('') });
/** Slugs follow the catalogue's form; the API words the refusal itself. */
const slug = line(MENU_LIMITS.slug);

/** A link in a mega-menu column: to /{parent}/{category_slug}, or to /{dynamic_page_slug} when set. */
const menuColumnLinkInput = z.strictObject({
  title: translatedLine(CONTENT_LIMITS.shortText),
  category_slug: slug,
  dynamic_page_slug: slug.nullable().optional(),
});
const menuColumnInput = z.strictObject({
  title: translatedLine(CONTENT_LIMITS.shortText),
  links: z.array(menuColumnLinkInput).max(MENU_LIMITS.links),
});
const menuSubitemInput = z.strictObject({
  title: translatedLine(CONTENT_LIMITS.shortText),
  href: translatedPath,
});

// No defaults at the top level: a change that leaves a field out keeps it (a default would overwrite it). A new
// item left without them is visible, opens in the same tab, links a category, and has no banner, calculator
// button, columns or subitems.
export const adminMenuItemCreate = z.strictObject({
  position: position.optional(),
  title: translatedLine(CONTENT_LIMITS.shortText),
  href: translatedPath,
  visible: z.boolean().optional(),
  target: z.enum(MENU_LINK_TARGETS).optional(),
  link_type: z.enum(MENU_LINK_TYPES).optional(),
  parent_category_slug: slug.nullable().optional(),
  dynamic_page_slug: slug.nullable().optional(),
  /** No picture, no banner: its link and alt text are then not kept. */
  banner_image: imagePath.nullable().optional(),
  banner_href: translatedPath.optional(),
  banner_alt: translatedLine(CONTENT_LIMITS.alt).optional(),
  calculator_href: line(100).regex(MENU_CALCULATOR_HREF).nullable().optional(),
  columns: z.array(menuColumnInput).max(MENU_LIMITS.columns).optional(),
  subitems: z.array(menuSubitemInput).max(MENU_LIMITS.subitems).optional(),
});
export const adminMenuItemUpdate = updateOf(adminMenuItemCreate, tabVersion);
export type AdminMenuItemCreate = z.infer<typeof adminMenuItemCreate>;

export const adminHeaderLinkCreate = z.strictObject({
  position: position.optional(),
  title: translatedLine(CONTENT_LIMITS.shortText),
  href: translatedPath,
  target: z.enum(MENU_LINK_TARGETS).optional(),
});
export const adminHeaderLinkUpdate = updateOf(adminHeaderLinkCreate, tabVersion);

/**
 * A footer link to /{slug} in each language. Left empty in both languages the link is kept but not shown
 * (a page still to come, docs/product.md §3).
 */
const footerPageInput = z.strictObject({
  name: translatedLine(CONTENT_LIMITS.shortText),
  slug: z.strictObject({ ro: slug.default(''), ru: slug.default('') }),
});
export const adminFooterColumnCreate = z.strictObject({
  position: position.optional(),
  name: translatedLine(CONTENT_LIMITS.shortText),
  pages: z.array(footerPageInput).max(MENU_LIMITS.footerPages).optional(),
});
export const adminFooterColumnUpdate = updateOf(adminFooterColumnCreate, tabVersion);
export type AdminFooterColumnCreate = z.infer<typeof adminFooterColumnCreate>;

// What the API answers: every language of every text.
const recordBase = { id: z.number().int(), version: z.number().int(), position: z.number().int() };

export const adminMenuItem = z
  .object({
    ...recordBase,
    title: texts,
    href: texts,
    visible: z.boolean(),
    target: z.enum(MENU_LINK_TARGETS),
    link_type: z.enum(MENU_LINK_TYPES),
    parent_category_slug: z.string().nullable(),
    dynamic_page_slug: z.string().nullable(),
    banner_image: z.string().nullable(),
    banner_href: texts,
    banner_alt: texts,
    calculator_href: z.string().nullable(),
    columns: z.array(
      z.object({
        title: texts,
        links: z.array(
          z.object({ title: texts, category_slug: z.string(), dynamic_page_slug: z.string().nullable() }),
        ),
      }),
    ),
    subitems: z.array(z.object({ title: texts, href: texts })),
  })
  .meta({ id: 'AdminMenuItem' });
export type AdminMenuItem = z.infer<typeof adminMenuItem>;

export const adminHeaderLink = z
  .object({ ...recordBase, title: texts, href: texts, target: z.enum(MENU_LINK_TARGETS) })
  .meta({ id: 'AdminHeaderLink' });
export type AdminHeaderLink = z.infer<typeof adminHeaderLink>;

export const adminFooterColumn = z
  .object({ ...recordBase, name: texts, pages: z.array(z.object({ name: texts, slug: texts })) })
  .meta({ id: 'AdminFooterColumn' });
export type AdminFooterColumn = z.infer<typeof adminFooterColumn>;
