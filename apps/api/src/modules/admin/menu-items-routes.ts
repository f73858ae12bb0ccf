import {
  type AdminMenuItemCreate,
  adminMenuItem,
  adminMenuItemCreate,
  adminMenuItemUpdate,
  adminRowVersionDelete,
  type FieldErrors,
} from '@vitrina/contract';
import { format } from '@vitrina/locale';
import { asc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { xminVersion } from '../../db/raw-sql';
import { menuItems } from '../../db/schema';
import { addFieldError } from '../../http/field-errors';
import { isSlug } from '../../http/schemas';
import type { ContentMessages } from './content-messages';
import { contentRoutes } from './content-routes';
import { inBoth, missingTranslations } from './content-values';
import { menuCalculators } from './menu-calculators';
import { menuItemParts, optionalSlug, refusedInParts, writeMenuItemParts } from './menu-parts';

type Input = Partial<AdminMenuItemCreate>;

/**
 * /admin/api/menu-items: the storefront's top navigation (GET /menu/nav), by position, each item with its
 * mega-menu columns and their links, or its plain dropdown's subitems, its banner and its calculator button. A
 * category or product answers the calculator of its family's item too (its `calculator_link`), so a write also
 * drops the catalogue's cached reads.
 */
export const menuItemsRoutes = (database: Database) =>
  contentRoutes(
    database,
    {
      path: 'menu-items',
      entity: 'menu_item',
      one: 'a menu item',
      many: 'menu items',
      table: menuItems,
      id: menuItems.id,
      // No version column: the row's transaction id (docs/adr/0028). Every save writes the row, so a change of a
      // column's link alone changes it too.
      version: xminVersion(menuItems),
      positionColumn: menuItems.position,
      order: [asc(menuItems.position)],
      searchable: [menuItems.title],
      extra: menuItemParts,
      record: adminMenuItem,
      create: adminMenuItemCreate,
      update: adminMenuItemUpdate,
      toRecord: (row) => {
        const parts = row as typeof row & StoredParts;
        return {
          id: row.id,
          version: row.rowVersion,
          position: row.position,
          title: inBoth(row.title, ''),
          href: inBoth(row.linkHref, ''),
          visible: row.linkVisible,
          target: row.linkTarget,
          link_type: row.linkType,
          parent_category_slug: row.parentCategorySlug,
          dynamic_page_slug: row.dynamicPageSlug,
          banner_image: row.bannerImage,
          banner_href: inBoth(row.bannerHref, ''),
          banner_alt: inBoth(row.bannerAlt, ''),
          calculator_href: row.calculatorHref,
          columns: parts.columns.map((column) => ({
            title: inBoth(column.title, ''),
            links: column.links.map((link) => ({ ...link, title: inBoth(link.title, '') })),
          })),
          subitems: parts.subitems.map((subitem) => ({
            title: inBoth(subitem.title, ''),
            href: inBoth(subitem.href, ''),
          })),
        };
      },
      toValues: (input, texts) => {
        const errors = {
          ...missingTranslations({ title: input.title, href: input.href }, texts),
          ...refusedInParts(input, texts),
        };
        for (const field of ['parent_category_slug', 'dynamic_page_slug'] as const) {
          const slug = optionalSlug(input[field]);
          if (slug && !isSlug(slug)) addFieldError(errors, field, texts.slugFormat);
        }
        if (Object.keys(errors).length > 0) return { errors };
        const noBanner = input.banner_image === null;
        return {
          values: {
            position: input.position,
            // The storefront shows one title: the link's is kept equal to it.
            title: input.title,
            linkTitle: input.title,
            linkHref: input.href,
            linkVisible: input.visible,
            linkTarget: input.target,
            linkType: input.link_type,
            parentCategorySlug: optionalSlug(input.parent_category_slug),
            dynamicPageSlug: optionalSlug(input.dynamic_page_slug),
            bannerImage: input.banner_image,
            bannerHref: noBanner ? null : input.banner_href,
            bannerAlt: noBanner ? null : input.banner_alt,
            calculatorHref: input.calculator_href,
          },
        };
      },
      writeParts: (tx, id, input) => writeMenuItemParts(tx, id, input),
      check: async (tx, input, texts, id) => ({
        ...(await incompleteBanner(tx, input, texts, id)),
        ...(await unknownCalculator(tx, input, texts)),
      }),
      tags: ['menu', 'catalog'],
    },
    adminRowVersionDelete,
  );

/** The lists as stored: translations that may lack a language. */
interface StoredParts {
  columns: {
    title: Record<string, string>;
    links: { title: Record<string, string>; category_slug: string; dynamic_page_slug: string | null }[];
  }[];
  subitems: { title: Record<string, string>; href: Record<string, string> }[];
}

/**
 * A banner shown needs its link and alt text in both languages. What the write leaves out is as stored: a change
 * of the picture alone keeps the link the banner had.
 */
async function incompleteBanner(tx: Tx, input: Input, texts: ContentMessages, id?: number) {
  const [stored] =
    id === undefined
      ? []
      : await tx
          .select({ image: menuItems.bannerImage, href: menuItems.bannerHref, alt: menuItems.bannerAlt })
          .from(menuItems)
          .where(eq(menuItems.id, id));
  const image = input.banner_image === undefined ? stored?.image : input.banner_image;
  if (!image) return {};
  return missingTranslations(
    {
      banner_href: input.banner_href ?? inBoth(stored?.href ?? null, ''),
      banner_alt: input.banner_alt ?? inBoth(stored?.alt ?? null, ''),
    },
    texts,
  );
}

/** The calculator a button opens must be one the storefront has: one of the choices the back office offers. */
async function unknownCalculator(tx: Tx, input: Input, texts: ContentMessages): Promise<FieldErrors> {
  const href = input.calculator_href;
  if (!href) return {};
  const choices = await menuCalculators(tx);
  return choices.some((choice) => choice.href === href)
    ? {}
    : { calculator_href: [format(texts.unknownCalculator, { href })] };
}
