import type { HomeSectionName } from '@vitrina/contract';
import { type Locale, localizedSlugs } from '@vitrina/locale';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  achievements,
  categories,
  equipment,
  faqs,
  homeSectionItems,
  homeSections,
  howToOrderSteps,
  partners,
  promos,
  reviews,
  workSteps,
  works,
} from '../../db/schema';
import { jsonList, tr, trOrNull } from '../../db/translate';

// Where the cards of each home section come from. One source per fact: a section whose cards are another
// domain's records (categories, FAQs, reviews, works, ...) reads that domain's table; the rest keep their cards
// in home_section_items. Every card has the shape of the contract's sectionItem.

/** How many works and reviews the home page shows (one row of works, two of reviews); the rest have pages. */
export const homeLimits = { works: 4, reviews: 6 } as const;

interface Card {
  id: SQL | AnyPgColumn;
  title: SQL;
  description: SQL;
  /** JSON {file, alt} or null. */
  image?: SQL;
  href?: SQL;
  value?: SQL;
  rating?: SQL;
}

const card = (fields: Card): SQL => sql`json_build_object(
  'id', ${fields.id}, 'title', ${fields.title}, 'description', ${fields.description},
  'image', ${fields.image ?? sql`null`}, 'href', ${fields.href ?? sql`null`},
  'value', ${fields.value ?? sql`null`}, 'rating', ${fields.rating ?? sql`null`})`;

const picture = (file: AnyPgColumn, alt: SQL): SQL =>
  sql`case when ${file} is null then null else json_build_object('file', ${file}, 'alt', ${alt}) end`;

/** A JSON array of cards from `from`, in `orderBy` order ([] for none). */
const cards = (fields: Card, from: SQL, orderBy: SQL): SQL =>
  sql`(select ${jsonList(card(fields), orderBy)} ${from})`;

function domainCards(locale: Locale): Partial<Record<HomeSectionName, SQL>> {
  return {
    products_category: cards(
      {
        id: categories.id,
        title: tr(categories.title, locale),
        description: tr(categories.description, locale),
        image: picture(categories.image, tr(categories.title, locale)),
        href: sql`'/' || ${categories.slug}`,
      },
      sql`from ${categories} where ${categories.parentId} is null`,
      sql`${categories.position}, ${categories.id}`,
    ),
    sale: cards(
      {
        id: promos.id,
        title: tr(promos.title, locale),
        description: tr(promos.description, locale),
        image: picture(promos.imageFile, tr(promos.imageAlt, locale)),
        href: sql`${`/${localizedSlugs.promos[locale]}/`}::text || ${promos.id}`,
        value: tr(promos.discountLabel, locale),
      },
      sql`from ${promos}`,
      sql`${promos.position}, ${promos.id}`,
    ),
    how_order: cards(
      {
        id: howToOrderSteps.id,
        title: tr(howToOrderSteps.title, locale),
        description: tr(howToOrderSteps.description, locale),
        image: picture(howToOrderSteps.imageFile, tr(howToOrderSteps.title, locale)),
        value: sql`(${howToOrderSteps.position} + 1)::text`,
      },
      sql`from ${howToOrderSteps}`,
      sql`${howToOrderSteps.position}, ${howToOrderSteps.id}`,
    ),
    our_works: cards(
      {
        id: works.id,
        title: tr(works.title, locale),
        description: tr(works.description, locale),
        image: picture(works.imageFile, tr(works.imageAlt, locale)),
        href: sql`${`/${localizedSlugs.works[locale]}`}::text`,
        value: sql`${tr(works.city, locale)} || ', ' || ${works.year}`,
      },
      // A teaser: the newest few, the works page has the rest.
      sql`from (select * from ${works} order by ${works.position}, ${works.id} limit ${homeLimits.works}) as ${works}`,
      sql`${works.position}, ${works.id}`,
    ),
    work_process: cards(
      {
        id: workSteps.id,
        title: tr(workSteps.title, locale),
        description: tr(workSteps.description, locale),
        value: sql`${workSteps.step}::text`,
      },
      sql`from ${workSteps}`,
      sql`${workSteps.step}`,
    ),
    achievements: cards(
      {
        id: achievements.id,
        title: tr(achievements.title, locale),
        description: tr(achievements.description, locale),
        image: picture(achievements.imageFile, tr(achievements.title, locale)),
        value: tr(achievements.number, locale),
      },
      sql`from ${achievements}`,
      sql`${achievements.position}, ${achievements.id}`,
    ),
    equipament: cards(
      {
        id: equipment.id,
        title: tr(equipment.title, locale),
        description: tr(equipment.description, locale),
        image: picture(equipment.imageFile, tr(equipment.title, locale)),
      },
      sql`from ${equipment}`,
      sql`${equipment.position}, ${equipment.id}`,
    ),
    parteners: cards(
      {
        id: partners.id,
        title: sql`${partners.title}`,
        description: sql`''`,
        image: picture(partners.imageFile, sql`${partners.title}`),
        href: sql`${partners.href}`,
      },
      sql`from ${partners}`,
      sql`${partners.position}, ${partners.id}`,
    ),
    reviews: cards(
      {
        id: reviews.id,
        title: tr(reviews.author, locale),
        description: tr(reviews.text, locale),
        value: tr(reviews.city, locale),
        rating: sql`${reviews.ratingHalves} / 2.0`,
      },
      sql`from (select * from ${reviews} order by ${reviews.position}, ${reviews.id} limit ${homeLimits.reviews}) as ${reviews}`,
      sql`${reviews.position}, ${reviews.id}`,
    ),
    faq: cards(
      { id: faqs.id, title: tr(faqs.question, locale), description: tr(faqs.answer, locale) },
      sql`from ${faqs}`,
      sql`${faqs.position}, ${faqs.id}`,
    ),
  };
}

/** The cards the home page keeps itself (advantages, credit, ...), for the section of the current row. */
function ownCards(locale: Locale): SQL {
  return cards(
    {
      id: homeSectionItems.id,
      title: tr(homeSectionItems.title, locale),
      description: tr(homeSectionItems.description, locale),
      image: picture(homeSectionItems.imageFile, tr(homeSectionItems.imageAlt, locale)),
      href: trOrNull(homeSectionItems.href, locale),
      value: trOrNull(homeSectionItems.value, locale),
      rating: sql`${homeSectionItems.rating}`,
    },
    sql`from ${homeSectionItems} where ${homeSectionItems.sectionName} = ${homeSections.name}`,
    sql`${homeSectionItems.position}, ${homeSectionItems.id}`,
  );
}

/** The cards of the home_sections row in scope: a CASE on its name picks the table they come from. */
export function sectionCards(locale: Locale): SQL {
  const branches = Object.entries(domainCards(locale)).map(
    ([name, list]) => sql`when ${name}::text then ${list}`,
  );
  return sql`case ${homeSections.name} ${sql.join(branches, sql` `)} else ${ownCards(locale)} end`;
}
