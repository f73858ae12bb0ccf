import { z } from 'zod';

// Response shapes of apps/web/lib/api/types.ts; the serializer drops any key not declared here.
const target = z.enum(['_self', '_blank']);

export const menuColumnItem = z.object({
  id: z.number().int(),
  category_slug: z.string(),
  dynamic_page_slug: z.string().nullable(),
  link: z.object({ title: z.string() }),
});

export const menuColumn = z.object({
  id: z.number().int(),
  title: z.string(),
  items: z.array(menuColumnItem),
});

export const menuItem = z
  .object({
    id: z.number().int().describe('1, 6, 7 → /calculators; 8 → /calculators/gates; 9 → /calculators/awning'),
    title: z.string(),
    link: z.object({
      title: z.string(),
      visible: z.boolean(),
      href: z.string(),
      target,
      type: z.enum(['category', 'page', 'custom']),
    }),
    parent_category_slug: z.string().nullable(),
    dynamic_page_slug: z.string().nullable(),
    additions: z.array(menuColumn),
    subitems: z.array(z.object({ link: z.object({ href: z.string(), title: z.string() }) })),
    banner: z
      .object({
        link: z.object({ href: z.string() }),
        image: z.object({ file: z.string(), alt: z.string() }),
      })
      .nullable(),
    activeNav: z.boolean(),
  })
  .meta({ id: 'MenuItem' });

export const headerLink = z
  .object({ id: z.number().int(), title: z.string(), href: z.string(), target })
  .meta({ id: 'HeaderLink' });

export type MenuItem = z.infer<typeof menuItem>;
export type HeaderLink = z.infer<typeof headerLink>;
