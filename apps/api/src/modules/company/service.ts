import type {
  Achievement,
  Branch,
  BranchKind,
  Equipment,
  Faq,
  HowToOrderStep,
  Partner,
  Review,
} from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { achievements, branches, equipment, faqs, howToOrderSteps, partners, reviews } from '../../db/schema';
import { tr } from '../../db/translate';

// Each reader is one query: texts are picked in the request's language by SQL (`tr`).

/** `{file, alt}` or null when the row has no picture. */
const imageOf = (file: AnyPgColumn, alt: SQL): SQL =>
  sql`case when ${file} is null then null else json_build_object('file', ${file}, 'alt', ${alt}) end`;

const branchColumns = (locale: Locale) => ({
  id: branches.id,
  slug: branches.slug,
  kind: sql<BranchKind>`${branches.kind}`,
  title: tr(branches.title, locale),
  city: tr(branches.city, locale),
  address: tr(branches.address, locale),
  // The phone's label is translated inside the jsonb array; its order is kept.
  phones: sql<Branch['phones']>`(select coalesce(json_agg(json_build_object(
      'name', coalesce(p.phone -> 'name' ->> ${locale}::text, p.phone -> 'name' ->> 'ro', ''),
      'value', p.phone ->> 'value', 'display', p.phone ->> 'display') order by p.n), '[]'::json)
    from jsonb_array_elements(${branches.phones}) with ordinality as p(phone, n))`,
  email: branches.email,
  working_hours: sql<Branch['working_hours']>`json_build_object('from', ${branches.hoursFrom},
    'to', ${branches.hoursTo}, 'days', ${tr(branches.days, locale)})`,
  map: sql<Branch['map']>`json_build_object('lat', ${branches.lat}, 'lng', ${branches.lng})`,
  image: sql<Branch['image']>`${imageOf(branches.imageFile, tr(branches.title, locale))}`,
  description: tr(branches.description, locale),
});

export interface BranchFilter {
  kind?: BranchKind | undefined;
  /** A city name in any language, case-insensitive ('Bălți', 'бельцы'). */
  city?: string | undefined;
}

/** Branches and dealers in their order; dealers are kind 'dealer'. */
export async function branchList(
  database: Database,
  locale: Locale,
  filter: BranchFilter,
): Promise<Branch[]> {
  const conditions: SQL[] = [];
  if (filter.kind) conditions.push(eq(branches.kind, filter.kind));
  if (filter.city)
    conditions.push(
      sql`exists (select 1 from jsonb_each_text(${branches.city}) c where lower(c.value) = lower(${filter.city}))`,
    );
  return database.db
    .select(branchColumns(locale))
    .from(branches)
    .where(and(...conditions))
    .orderBy(asc(branches.position), asc(branches.id));
}

/** A branch by numeric id or by slug. */
export async function branchDetail(
  database: Database,
  locale: Locale,
  key: { id: number } | { slug: string },
): Promise<Branch | undefined> {
  const [row] = await database.db
    .select(branchColumns(locale))
    .from(branches)
    .where('id' in key ? eq(branches.id, key.id) : eq(branches.slug, key.slug));
  return row;
}

export async function partnerList(database: Database): Promise<Partner[]> {
  return database.db
    .select({
      id: partners.id,
      title: partners.title,
      image: sql<
        Partner['image']
      >`json_build_object('file', ${partners.imageFile}, 'alt', ${partners.title})`,
      href: partners.href,
    })
    .from(partners)
    .orderBy(asc(partners.position), asc(partners.id));
}

export async function achievementList(database: Database, locale: Locale): Promise<Achievement[]> {
  return database.db
    .select({
      id: achievements.id,
      number: tr(achievements.number, locale),
      title: tr(achievements.title, locale),
      description: tr(achievements.description, locale),
      image: sql<Achievement['image']>`${imageOf(achievements.imageFile, tr(achievements.title, locale))}`,
    })
    .from(achievements)
    .orderBy(asc(achievements.position), asc(achievements.id));
}

export async function equipmentList(database: Database, locale: Locale): Promise<Equipment[]> {
  return database.db
    .select({
      id: equipment.id,
      title: tr(equipment.title, locale),
      description: tr(equipment.description, locale),
      image: sql<Equipment['image']>`${imageOf(equipment.imageFile, tr(equipment.title, locale))}`,
    })
    .from(equipment)
    .orderBy(asc(equipment.position), asc(equipment.id));
}

export async function faqList(database: Database, locale: Locale): Promise<Faq[]> {
  return database.db
    .select({ id: faqs.id, question: tr(faqs.question, locale), answer: tr(faqs.answer, locale) })
    .from(faqs)
    .orderBy(asc(faqs.position), asc(faqs.id));
}

/** Reviews, newest first; `min_rating` keeps those rated at least that. */
export async function reviewList(database: Database, locale: Locale, minRating?: number): Promise<Review[]> {
  return database.db
    .select({
      id: reviews.id,
      author: tr(reviews.author, locale),
      city: tr(reviews.city, locale),
      rating: sql<number>`(${reviews.ratingHalves}::float8 / 2)`,
      text: tr(reviews.text, locale),
      date: sql<string>`to_char(${reviews.reviewedOn}, 'YYYY-MM-DD')`,
    })
    .from(reviews)
    .where(minRating === undefined ? undefined : sql`${reviews.ratingHalves} >= ${minRating * 2}`)
    .orderBy(sql`${reviews.reviewedOn} desc`, asc(reviews.id));
}

export async function howToOrder(database: Database, locale: Locale): Promise<HowToOrderStep[]> {
  return database.db
    .select({
      id: howToOrderSteps.id,
      step: sql<number>`(row_number() over (order by ${howToOrderSteps.position}, ${howToOrderSteps.id}))::int`,
      title: tr(howToOrderSteps.title, locale),
      description: tr(howToOrderSteps.description, locale),
      image: sql<
        HowToOrderStep['image']
      >`${imageOf(howToOrderSteps.imageFile, tr(howToOrderSteps.title, locale))}`,
    })
    .from(howToOrderSteps)
    .orderBy(asc(howToOrderSteps.position), asc(howToOrderSteps.id));
}
