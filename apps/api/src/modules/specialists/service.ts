import type { Specialist, SpecialistCity, SpecialistSummary } from '@vitrina/contract';
import { type DeliveryCity, deliveryCities, deliveryCityName } from '@vitrina/forms';
import type { Locale } from '@vitrina/locale';
import { asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { specialists } from '../../db/schema';
import { jsonList, tr } from '../../db/translate';

// The specialist finder (docs/product.md §2, §3 Specialist). Texts are picked in the request's language by SQL (`tr`), the
// jsonb lists keep their order; a city code is named from @vitrina/forms, as the checkout names it.

/** The elements of a jsonb array column built into a json array by `build(element)`, in their order. */
const listOf = (column: AnyPgColumn, build: (element: SQL) => SQL): SQL =>
  sql`(select ${jsonList(build(sql`e.item`), sql`e.n`)}
    from jsonb_array_elements(${column}) with ordinality as e(item, n))`;

const summaryColumns = (locale: Locale) => ({
  id: specialists.id,
  name: tr(specialists.name, locale),
  photo: specialists.photo,
  rating: sql<number>`(${specialists.ratingHalves}::float8 / 2)`,
  city: specialists.city,
  price: specialists.priceCents,
});

const cityOf = (code: DeliveryCity, locale: Locale) => ({ code, name: deliveryCityName(code, locale) });

/** The specialists of one city, in the shop's order; [] for a delivery city that has none. */
export async function specialistList(
  database: Database,
  locale: Locale,
  city: DeliveryCity,
): Promise<SpecialistSummary[]> {
  const rows = await database.db
    .select(summaryColumns(locale))
    .from(specialists)
    .where(eq(specialists.city, city))
    .orderBy(asc(specialists.position), asc(specialists.id));
  return rows.map((row) => ({ ...row, city: cityOf(row.city, locale) }));
}

/** The delivery cities that have specialists, in the delivery list's order, with how many each has. */
export async function specialistCities(database: Database, locale: Locale): Promise<SpecialistCity[]> {
  const rows = await database.db
    .select({ city: specialists.city, count: count() })
    .from(specialists)
    .groupBy(specialists.city);
  const counts = new Map(rows.map((row) => [row.city, row.count]));
  return deliveryCities.flatMap((city) => {
    const found = counts.get(city.code);
    return found ? [{ ...cityOf(city.code, locale), count: found }] : [];
  });
}

/** One specialist whole, or undefined for an unknown id. */
export async function specialistDetail(
  database: Database,
  locale: Locale,
  id: number,
): Promise<Specialist | undefined> {
  const [row] = await database.db
    .select({
      ...summaryColumns(locale),
      email: specialists.email,
      checks: sql<Specialist['checks']>`${listOf(specialists.checks, (item) => tr(item, locale))}`,
      prices: sql<Specialist['prices']>`${listOf(
        specialists.prices,
        (item) =>
          sql`json_build_object('name', ${tr(sql`${item} -> 'name'`, locale)}, 'value', (${item} ->> 'priceCents')::int)`,
      )}`,
      // Stored in the +373 mask ('+373 (691) 234-56'); dialled as its digits ('+37369123456').
      phones: sql<Specialist['phones']>`${listOf(
        specialists.phones,
        (item) =>
          sql`json_build_object('name', ${tr(sql`${item} -> 'name'`, locale)},
            'value', '+' || regexp_replace(${item} ->> 'value', '[^0-9]', '', 'g'), 'display', ${item} ->> 'value')`,
      )}`,
      properties: sql<Specialist['properties']>`${listOf(
        specialists.properties,
        (item) =>
          sql`json_build_object('name', ${tr(sql`${item} -> 'name'`, locale)}, 'value', ${tr(sql`${item} -> 'value'`, locale)})`,
      )}`,
    })
    .from(specialists)
    .where(eq(specialists.id, id));
  return row && { ...row, city: cityOf(row.city, locale) };
}
