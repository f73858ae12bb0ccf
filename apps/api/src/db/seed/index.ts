import { locales } from '@vitrina/locale';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import * as schema from '../schema';
import { bannersSeeder } from './banners';
import { calculatorsSeeder } from './calculators';
import { catalogSeeder } from './catalog';
import { companySeeder } from './company';
import { couponsSeeder } from './coupons';
import { editorialSeeder } from './editorial';
import { homeSections, siteContacts } from './home-data';
import { headerLinks, menu } from './menu-data';
import { footerColumns, infoPages } from './pages-data';
import { hasRows, type Seeder, type Tx } from './seeder';
import { seoContents } from './seo-data';
import { specialistsSeeder } from './specialists';

// Any constant: it only keeps two processes starting together from seeding twice.
const seedLock = 7_140_211;

/** In dependency order: a later domain may refer to rows of an earlier one. Each domain adds its own line. */
const seeders: Seeder[] = [
  { name: 'site', isSeeded: hasRows(schema.languages), run: seedSite },
  { name: 'menu', isSeeded: hasRows(schema.menuItems), run: seedMenu },
  { name: 'pages', isSeeded: hasRows(schema.footerColumns), run: seedPages },
  { name: 'home', isSeeded: hasRows(schema.homeSections), run: seedHome },
  // Before the catalogue: a product's calculator preset names its calculator.
  calculatorsSeeder,
  catalogSeeder,
  bannersSeeder,
  editorialSeeder,
  companySeeder,
  couponsSeeder,
  specialistsSeeder,
];

/** Demo content in ro and ru, in one transaction; answers the names of the domains it seeded. */
export async function seed(database: Database): Promise<string[]> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLock})`);
    const seeded: string[] = [];
    for (const seeder of seeders) {
      if (await seeder.isSeeded(tx)) continue;
      await seeder.run(tx);
      seeded.push(seeder.name);
    }
    return seeded;
  });
}

async function seedSite(tx: Tx) {
  await tx.insert(schema.languages).values(
    locales.map((locale, position) => ({
      code: locale.code,
      iso: locale.iso,
      title: locale.title,
      flag: `/static/flags/${locale.flag}.svg`,
      position,
      isDefault: position === 0,
    })),
  );
  await tx.insert(schema.siteContacts).values({ id: 1, ...siteContacts });
}

async function seedMenu(tx: Tx) {
  for (const [position, item] of menu.entries()) {
    await tx.insert(schema.menuItems).values({
      id: item.id,
      position,
      title: item.title,
      linkTitle: item.title,
      linkHref: item.href,
      linkType: item.linkType,
      parentCategorySlug: item.parentCategorySlug,
      dynamicPageSlug: item.dynamicPageSlug ?? null,
      bannerHref: item.banner?.href ?? null,
      bannerImage: item.banner?.image ?? null,
      bannerAlt: item.banner?.alt ?? null,
      calculatorHref: item.calculatorHref ?? null,
    });
    for (const [columnPosition, column] of item.columns.entries()) {
      const [inserted] = await tx
        .insert(schema.menuColumns)
        .values({ menuItemId: item.id, position: columnPosition, title: column.title })
        .returning({ id: schema.menuColumns.id });
      if (!inserted) throw new Error('menu column was not inserted');
      await tx.insert(schema.menuColumnItems).values(
        column.items.map((link, linkPosition) => ({
          columnId: inserted.id,
          position: linkPosition,
          categorySlug: link.slug,
          dynamicPageSlug: link.dynamicPageSlug ?? null,
          title: link.title,
        })),
      );
    }
    if (item.subitems?.length)
      await tx
        .insert(schema.menuSubitems)
        .values(
          item.subitems.map((sub, subPosition) => ({ menuItemId: item.id, position: subPosition, ...sub })),
        );
  }
  // The ids were given: items added later are numbered after them.
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('menu_items', 'id'), (select max(id) from menu_items) + 1, false)`,
  );
  await tx.insert(schema.headerLinks).values(headerLinks.map((link, position) => ({ position, ...link })));
}

async function seedPages(tx: Tx) {
  for (const [position, column] of footerColumns.entries()) {
    const [inserted] = await tx
      .insert(schema.footerColumns)
      .values({ position, name: column.name })
      .returning({ id: schema.footerColumns.id });
    if (!inserted) throw new Error('footer column was not inserted');
    await tx.insert(schema.footerPages).values(
      column.pages.map((page, pagePosition) => ({
        columnId: inserted.id,
        position: pagePosition,
        ...page,
      })),
    );
  }
  await tx.insert(schema.infoPages).values(infoPages.map((page, position) => ({ position, ...page })));
  await tx.insert(schema.seoContents).values(seoContents);
}

async function seedHome(tx: Tx) {
  for (const section of homeSections) {
    await tx
      .insert(schema.homeSections)
      .values({ name: section.name, title: section.title, description: section.description });
    // Sections read from another domain's table (faq, reviews, ...) keep only their heading here.
    if (section.items.length > 0)
      await tx.insert(schema.homeSectionItems).values(
        section.items.map((item, position) => ({
          sectionName: section.name,
          position,
          title: item.title,
          description: item.description,
          imageFile: item.image?.file ?? null,
          imageAlt: item.image?.alt ?? null,
          href: item.href ?? null,
          value: item.value ?? null,
          rating: item.rating ?? null,
        })),
      );
  }
}
