import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

// Where the shop may still show a picture of the media library. Content names a picture by its public path
// (`/media/images/<32 hex>…`), in a column of its own, inside JSON (a price list's option pictures, a product's
// gallery) or inside rich text; the row cast to text covers every column, so a column added later is covered too.
// Orders and carts are left out on purpose: they keep what was shown when they were made, and a picture must
// stay removable after it has been sold once.

/** The tables whose rows show pictures on the storefront, each named by a place the staff recognise. */
export const picturePlaces = [
  'products',
  'categories',
  'banners',
  'menu_items',
  'home_section_items',
  'promos',
  'articles',
  'article_tabs',
  'vacancies',
  'works',
  'work_steps',
  'works_content',
  'branches',
  'partners',
  'achievements',
  'equipment',
  'how_to_order_steps',
  'about_facts',
  'reviews',
  'faqs',
  'specialists',
  'color_swatches',
  'content_page_sections',
  'info_pages',
  'policy_pages',
  'footer_pages',
  'seo_contents',
  'calculator_types',
  'calculator_definitions',
  'calculator_drafts',
] as const;

export type PicturePlace = (typeof picturePlaces)[number];

/** How many rows of each place still name the picture stored under `key`, the places with none left out. */
export async function pictureUses(
  q: Pick<Database['db'], 'execute'>,
  key: string,
): Promise<{ place: PicturePlace; rows: number }[]> {
  const name = /[0-9a-f]{32}/.exec(key)?.[0];
  if (!name) return [];
  const pattern = `%${name}%`;
  const counts = sql.join(
    picturePlaces.map(
      (place) =>
        sql`select ${place}::text as place, count(*)::int as rows from ${sql.identifier(place)} t where t::text like ${pattern}`,
    ),
    sql` union all `,
  );
  const result = (await q.execute(counts)) as unknown as { rows: { place: PicturePlace; rows: number }[] };
  return result.rows.filter((row) => row.rows > 0);
}
