import type { AdminMeasurementBooking } from '@vitrina/contract';
import { measurementStatuses } from '@vitrina/contract';
import { type Locale, withLocale } from '@vitrina/locale';
import { configurationHref, configurationSummary } from '@vitrina/pricing';
import { and, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Queryable } from '../../db/client';
import {
  calculations,
  calculatorDefinitions,
  calculatorTypes,
  leads,
  measurementBookingItems,
  measurementBookings,
  measurementDaysOff,
} from '../../db/schema';
import { tr } from '../../db/translate';
import { searchText } from '../../http/schemas';
import { calculatorLink } from '../calculator/catalogue';
import { containsPattern } from '../editorial/sql';
import type { LeadLinks } from './lead-detail';
import { pagingQuery } from './listing';

// The back office's agenda of measurement visits: bookings by day and window, with the configurations they are
// about (each reopens in the storefront's configurator, in the visitor's language), each flagged when its day
// was marked off after it was booked (staff move it).

/** A real calendar day the database can read ('2026-02-30' or year 0 would fail the query: a 400 instead). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const at = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(value) && at.getUTCFullYear() >= 2000;
  });

export const bookingListQuery = z.strictObject({
  /** From this day on (inclusive). */
  day_gte: day.optional(),
  day_lte: day.optional(),
  status: z.enum(measurementStatuses).optional(),
  /** Only the bookings on a day marked off since: those to move. */
  day_off: z.enum(['true']).optional(),
  q: searchText(100).optional(),
  ...pagingQuery,
});
type BookingFilters = z.infer<typeof bookingListQuery>;

type BookingRow = typeof measurementBookings.$inferSelect;

function where(filters: BookingFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.day_gte) conditions.push(gte(measurementBookings.day, filters.day_gte));
  if (filters.day_lte) conditions.push(lte(measurementBookings.day, filters.day_lte));
  if (filters.status) conditions.push(eq(measurementBookings.status, filters.status));
  if (filters.day_off)
    conditions.push(
      sql`exists (select 1 from ${measurementDaysOff} where ${measurementDaysOff.day} = ${measurementBookings.day})`,
    );
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    conditions.push(
      sql`(${measurementBookings.name} ilike ${pattern} or ${measurementBookings.phone} ilike ${pattern}
        or ${measurementBookings.address} ilike ${pattern} or ${measurementBookings.city} ilike ${pattern})`,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** A page of bookings in agenda order: day, window, then as they came. */
export async function bookingPage(
  database: Database,
  links: LeadLinks,
  filters: BookingFilters,
  slice: { limit: number; offset: number },
  locale: Locale,
) {
  const condition = where(filters);
  const rows = await database.db
    .select({ booking: measurementBookings, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(measurementBookings)
    .where(condition)
    .orderBy(asc(measurementBookings.day), asc(measurementBookings.window), asc(measurementBookings.id))
    .limit(slice.limit)
    .offset(slice.offset);
  const bodies = await bookingBodies(
    database.db,
    links,
    rows.map((row) => row.booking),
    locale,
  );
  return rows.map((row, index) => ({ total: row.total, body: bodies[index] as AdminMeasurementBooking }));
}

/** One booking, whole; undefined when there is none. */
export async function bookingOne(q: Queryable, links: LeadLinks, id: number, locale: Locale) {
  const [row] = await q.select().from(measurementBookings).where(eq(measurementBookings.id, id));
  if (!row) return undefined;
  const [body] = await bookingBodies(q, links, [row], locale);
  return body;
}

async function bookingBodies(
  q: Queryable,
  links: LeadLinks,
  rows: BookingRow[],
  locale: Locale,
): Promise<AdminMeasurementBooking[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const days = [...new Set(rows.map((row) => row.day))];
  const [items, leadRows, daysOff] = await Promise.all([
    q
      .select({
        item: measurementBookingItems,
        configuration: calculations.configuration,
        definition: calculatorDefinitions.definition,
        title: tr(calculatorTypes.title, locale),
        category: calculatorTypes.categorySlug,
        subcategory: calculatorTypes.subcategory,
      })
      .from(measurementBookingItems)
      .innerJoin(calculations, eq(calculations.id, measurementBookingItems.calculationId))
      .innerJoin(calculatorTypes, eq(calculatorTypes.id, measurementBookingItems.calculatorTypeId))
      .innerJoin(
        calculatorDefinitions,
        and(
          eq(calculatorDefinitions.calculatorTypeId, measurementBookingItems.calculatorTypeId),
          eq(calculatorDefinitions.version, measurementBookingItems.version),
        ),
      )
      .where(inArray(measurementBookingItems.bookingId, ids))
      .orderBy(asc(measurementBookingItems.bookingId), asc(measurementBookingItems.position)),
    q
      .select({ id: leads.id, sourceId: leads.sourceId })
      .from(leads)
      .where(and(eq(leads.kind, 'measurement'), inArray(leads.sourceId, ids))),
    q
      .select({ day: measurementDaysOff.day })
      .from(measurementDaysOff)
      .where(inArray(measurementDaysOff.day, days)),
  ]);
  const off = new Set(daysOff.map((row) => row.day));
  return rows.map((row) => ({
    id: row.id,
    lead_id: leadRows.find((lead) => lead.sourceId === row.id)?.id ?? null,
    day: row.day,
    window: row.window,
    status: row.status,
    name: row.name,
    phone: row.phone,
    email: row.email,
    city: row.city,
    address: row.address,
    note: row.note,
    locale: row.locale === 'ru' ? 'ru' : 'ro',
    day_off: off.has(row.day),
    version: row.version,
    created_at: row.createdAt.toISOString(),
    items: items
      .filter(({ item }) => item.bookingId === row.id)
      .map(({ item, configuration, definition, title, category, subcategory }) => ({
        calculator_type_id: item.calculatorTypeId,
        version: item.version,
        title,
        summary: configurationSummary(definition, configuration).map((line) => line[locale]),
        quantity: item.quantity,
        total: item.total,
        configurator_url: new URL(
          withLocale(
            row.locale === 'ru' ? 'ru' : 'ro',
            configurationHref(calculatorLink(category, subcategory), configuration, item.quantity),
          ),
          links.publicOrigin,
        ).href,
      })),
  }));
}
