import type { HeroBanner, Offer, OfferKind } from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bannerButtons, bannerFacts, banners } from '../../db/schema';
import { jsonList, tr } from '../../db/translate';

// Raw SQL rather than the query builder: a single-table select leaves column names unqualified, and the
// correlated subqueries below must tell banners.id from banner_buttons.id.

/** A banner as JSON with its buttons in order; a call_request has href ''. */
function offerJson(locale: Locale, extra: SQL = sql``): SQL {
  const buttons = sql`(select ${jsonList(
    sql`json_build_object('type', ${bannerButtons.type}, 'title', ${tr(bannerButtons.title, locale)},
      'href', ${tr(bannerButtons.href, locale)})`,
    sql`${bannerButtons.position}, ${bannerButtons.id}`,
  )} from ${bannerButtons} where ${bannerButtons.bannerId} = ${banners.id})`;
  return sql`json_build_object(
    'id', ${banners.id},
    'title', ${tr(banners.title, locale)},
    'description', ${tr(banners.description, locale)},
    'image', json_build_object('file', ${banners.imageFile}, 'alt', ${tr(banners.imageAlt, locale)}),
    'buttons', ${buttons}${extra})`;
}

/** The first hero banner with its buttons and facts, in one query; undefined when there is none. */
export async function heroScreen(database: Database, locale: Locale): Promise<HeroBanner | undefined> {
  const facts = sql`(select ${jsonList(
    sql`json_build_object('value', ${tr(bannerFacts.value, locale)}, 'label', ${tr(bannerFacts.label, locale)})`,
    sql`${bannerFacts.position}, ${bannerFacts.id}`,
  )} from ${bannerFacts} where ${bannerFacts.bannerId} = ${banners.id})`;
  const [row] = await database.rows<{
    hero: HeroBanner;
  }>(sql`select ${offerJson(locale, sql`, 'facts', ${facts}`)} as hero
    from ${banners} where ${banners.kind} = 'hero' order by ${banners.position}, ${banners.id} limit 1`);
  return row?.hero;
}

/** The banners of one offer list with their buttons, in display order, in one query. */
export async function offerList(database: Database, locale: Locale, kind: OfferKind): Promise<Offer[]> {
  const [row] = await database.rows<{ offers: Offer[] }>(
    sql`select ${jsonList(
      offerJson(locale),
      sql`${banners.position}, ${banners.id}`,
    )} as offers from ${banners} where ${banners.kind} = ${kind}`,
  );
  return row?.offers ?? [];
}
