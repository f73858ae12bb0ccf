import type { Translated } from '../schema';
import * as schema from '../schema';
import { accessories } from './catalog-accessories';
import { doors } from './catalog-doors';
import { characteristicsOf, paragraphs, type SeedFamily } from './catalog-model';
import { awnings, balconies, gates } from './catalog-outdoor';
import { seedPreset } from './catalog-presets';
import { blinds, insectScreens, shutters } from './catalog-shading';
import { windows } from './catalog-windows';
import { menu } from './menu-data';
import { hasRows, type Seeder, type Tx } from './seeder';

/** In menu order. */
export const catalogFamilies: SeedFamily[] = [
  windows,
  doors,
  balconies,
  gates,
  awnings,
  shutters,
  blinds,
  insectScreens,
  accessories,
];

/**
 * Category titles are the menu's, and every menu link that is not a dynamic page must lead to a sub-category
 * of its family: checked here so a typo in either file stops the seed instead of leaving a dead menu link.
 */
function menuTitles(): {
  family: Map<string, Translated>;
  child: Map<string, { parent: string; title: Translated }>;
} {
  const family = new Map<string, Translated>();
  const child = new Map<string, { parent: string; title: Translated }>();
  for (const item of menu) {
    if (!item.parentCategorySlug) continue;
    family.set(item.parentCategorySlug, item.title);
    for (const column of item.columns)
      for (const link of column.items)
        if (!link.dynamicPageSlug)
          child.set(link.slug, { parent: item.parentCategorySlug, title: link.title });
  }
  return { family, child };
}

export function checkCatalogAgainstMenu(families: SeedFamily[]): void {
  const { family, child } = menuTitles();
  const seeded = new Set<string>();
  for (const seedFamily of families) {
    if (!family.has(seedFamily.slug))
      throw new Error(`catalogue family ${seedFamily.slug} is not in the menu`);
    for (const sub of seedFamily.children) {
      const link = child.get(sub.slug);
      if (link?.parent !== seedFamily.slug)
        throw new Error(`sub-category ${sub.slug} is not a menu link of ${seedFamily.slug}`);
      seeded.add(sub.slug);
    }
  }
  for (const [slug, link] of child)
    if (link.parent && family.has(link.parent) && !seeded.has(slug))
      throw new Error(`menu link /${link.parent}/${slug} has no sub-category`);
}

async function seedCatalog(tx: Tx): Promise<void> {
  checkCatalogAgainstMenu(catalogFamilies);
  const { family: familyTitles, child: childTitles } = menuTitles();

  const topRows = await tx
    .insert(schema.categories)
    .values(
      catalogFamilies.map((family, position) => ({
        slug: family.slug,
        position,
        title: familyTitles.get(family.slug) ?? { ro: family.slug },
        description: family.description,
        image: `/static/catalog/${family.image}.svg`,
      })),
    )
    .returning({ id: schema.categories.id, slug: schema.categories.slug });
  const topId = new Map(topRows.map((row) => [row.slug, row.id]));

  const subRows = await tx
    .insert(schema.categories)
    .values(
      catalogFamilies.flatMap((family) =>
        family.children.map((sub, position) => ({
          slug: sub.slug,
          parentId: topId.get(family.slug) ?? null,
          position,
          title: childTitles.get(sub.slug)?.title ?? { ro: sub.slug },
          description: sub.description,
          image: sub.image,
        })),
      ),
    )
    .returning({ id: schema.categories.id, slug: schema.categories.slug });
  const subId = new Map(subRows.map((row) => [row.slug, row.id]));

  const listed = catalogFamilies.flatMap((family) =>
    family.children.flatMap((sub) => sub.products.map((product) => ({ family, sub, product }))),
  );
  const productRows = await tx
    .insert(schema.products)
    .values(
      listed.map(({ family, sub, product }, position) => {
        const preset = seedPreset(family.slug, product);
        return {
          slug: product.slug,
          position,
          title: product.title,
          description: paragraphs(product.lead, sub.description, family.note),
          characteristics: characteristicsOf(product.specs),
          priceCents: Math.round(product.price * 100),
          priceFrom: product.from,
          unit: product.unit,
          lengthMm: product.lengthM === undefined ? null : Math.round(product.lengthM * 1000),
          image: product.image,
          calculatorTypeId: preset?.calculatorTypeId ?? null,
          calculatorPreset: preset?.choices ?? null,
        };
      }),
    )
    .returning({ id: schema.products.id, slug: schema.products.slug });
  const productId = new Map(productRows.map((row) => [row.slug, row.id]));
  const idOf = (slug: string): number => {
    const id = productId.get(slug);
    if (id === undefined) throw new Error(`catalogue: no product ${slug}`);
    return id;
  };

  await tx.insert(schema.productCategories).values(
    listed.map(({ sub, product }) => ({
      productId: idOf(product.slug),
      categoryId: subId.get(sub.slug) ?? 0,
      rank: 0,
    })),
  );
  const links = listed.flatMap(({ product }) =>
    product.accessories.map((accessory, position) => ({
      productId: idOf(product.slug),
      accessoryId: idOf(accessory),
      position,
    })),
  );
  if (links.length > 0) await tx.insert(schema.productAccessories).values(links);
}

export const catalogSeeder: Seeder = {
  name: 'catalog',
  isSeeded: hasRows(schema.categories),
  run: seedCatalog,
};
