import {
  type FooterColumn,
  HOME_SECTIONS,
  type HomePage,
  type HomeSection,
  type InfoPageLink,
  type PageType,
  type SeoContent,
} from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  footerColumns,
  footerPages,
  homeSections,
  infoPages,
  languages,
  seoContents,
  siteContacts,
} from '../../db/schema';
import { jsonList, tr } from '../../db/translate';
import { sectionCards } from './home-sections';

type HomeRow = {
  languages: HomePage['available_languages'];
  site: HomePage['site'] | null;
  sections: Record<string, HomeSection> | null;
};

const emptySection = (): HomeSection => ({ title: '', description: '', items: [] });

const noSite: HomePage['site'] = {
  phone: '',
  phone_href: '',
  email: '',
  address: '',
  working_hours: { from: '', to: '' },
  socials: [],
};

/**
 * Languages, contacts and every home section in one query (cards from the tables of home-sections.ts); a section
 * not in the database is empty.
 */
export async function homePage(database: Database, locale: Locale): Promise<HomePage> {
  const items = sectionCards(locale);
  const [row] = await database.rows<HomeRow>(sql`select
    (select ${jsonList(
      sql`json_build_object('code', ${languages.code}, 'iso', ${languages.iso}, 'title', ${languages.title},
        'flag', ${languages.flag}, 'default', ${languages.isDefault})`,
      sql`${languages.position}`,
    )} from ${languages}) as languages,
    (select json_build_object(
      'phone', ${siteContacts.phone}, 'phone_href', ${siteContacts.phoneHref}, 'email', ${siteContacts.email},
      'address', ${tr(siteContacts.address, locale)},
      'working_hours', json_build_object('from', ${siteContacts.hoursFrom}, 'to', ${siteContacts.hoursTo}),
      'socials', ${siteContacts.socials})
     from ${siteContacts} order by ${siteContacts.id} limit 1) as site,
    (select json_object_agg(${homeSections.name}, json_build_object(
      'title', ${tr(homeSections.title, locale)},
      'description', ${tr(homeSections.description, locale)},
      'items', ${items}))
     from ${homeSections}) as sections`);
  const available = (row?.languages ?? []) as (HomePage['available_languages'][number] & {
    default: boolean;
  })[];
  const sections = row?.sections ?? {};
  return {
    default_language: { code: available.find((language) => language.default)?.code ?? 'ro' },
    available_languages: available,
    site: row?.site ?? noSite,
    ...(Object.fromEntries(HOME_SECTIONS.map((name) => [name, sections[name] ?? emptySection()])) as Record<
      (typeof HOME_SECTIONS)[number],
      HomeSection
    >),
  };
}

/** Footer columns with their pages, ordered, in one query. */
export async function footerColumnList(database: Database, locale: Locale): Promise<FooterColumn[]> {
  const pages = sql`(select ${jsonList(
    sql`json_build_object('name', ${tr(footerPages.name, locale)}, 'slug', ${tr(footerPages.slug, locale)})`,
    sql`${footerPages.position}, ${footerPages.id}`,
  )} from ${footerPages} where ${footerPages.columnId} = ${footerColumns.id})`;
  return database.db
    .select({
      id: footerColumns.id,
      name: tr(footerColumns.name, locale),
      order: footerColumns.position,
      pages: sql<FooterColumn['pages']>`${pages}`,
    })
    .from(footerColumns)
    .orderBy(footerColumns.position, footerColumns.id);
}

export async function infoPageList(database: Database, locale: Locale): Promise<InfoPageLink[]> {
  return database.db
    .select({ title: tr(infoPages.title, locale), slug: tr(infoPages.slug, locale) })
    .from(infoPages)
    .orderBy(infoPages.position, infoPages.id);
}

export async function seoContent(
  database: Database,
  locale: Locale,
  pageType: PageType,
): Promise<SeoContent | undefined> {
  const [row] = await database.db
    .select({
      page_type: sql<PageType>`${seoContents.pageType}`,
      title: tr(seoContents.title, locale),
      description: tr(seoContents.description, locale),
      heading: tr(seoContents.heading, locale),
      text: tr(seoContents.text, locale),
    })
    .from(seoContents)
    .where(eq(seoContents.pageType, pageType));
  return row;
}
