import { z } from 'zod';
import { image } from './image';

// GET /menu/nav and GET /menu/links. Hrefs and slugs are locale-neutral: the storefront adds the /ru prefix.
const target = z.enum(['_self', '_blank']);

export const menuLink = z.object({
  title: z.string(),
  visible: z.boolean(),
  href: z.string(),
  target,
  type: z.enum(['category', 'page', 'custom']),
});
export type MenuLink = z.infer<typeof menuLink>;

export const menuColumnItem = z.object({
  id: z.number().int(),
  category_slug: z.string(),
  dynamic_page_slug: z.string().nullable(),
  link: z.object({ title: z.string() }),
});
export type MenuColumnItem = z.infer<typeof menuColumnItem>;

/** One column of a mega-menu. */
export const menuColumn = z.object({
  id: z.number().int(),
  title: z.string(),
  items: z.array(menuColumnItem),
});
export type MenuColumn = z.infer<typeof menuColumn>;

/** GET /menu/nav answers these, in navigation order. */
export const menuItem = z
  .object({
    id: z.number().int(),
    title: z.string(),
    link: menuLink,
    parent_category_slug: z.string().nullable(),
    dynamic_page_slug: z.string().nullable(),
    /** Mega-menu columns; empty for plain items. */
    additions: z.array(menuColumn),
    /** A plain dropdown, shown when `additions` is empty. */
    subitems: z.array(z.object({ link: z.object({ href: z.string(), title: z.string() }) })),
    banner: z.object({ link: z.object({ href: z.string() }), image }).nullable(),
    /** The calculator the item's button opens ('/calculators/gates'); null without a button. */
    calculator_href: z.string().nullable(),
    activeNav: z.boolean(),
  })
  .meta({ id: 'MenuItem' });
export type MenuItem = z.infer<typeof menuItem>;

/** GET /menu/links: the header's top bar. */
export const headerLink = z
  .object({ id: z.number().int(), title: z.string(), href: z.string(), target })
  .meta({ id: 'HeaderLink' });
export type HeaderLink = z.infer<typeof headerLink>;
