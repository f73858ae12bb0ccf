import type { AdminLead } from '@vitrina/contract';
import { type Locale, withLocale } from '@vitrina/locale';
import { configurationHref, configurationSummary } from '@vitrina/pricing';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  calculations,
  calculatorDefinitions,
  calculatorTypes,
  contactMessages,
  leads,
  measurementBookings,
  orderCalls,
  staff,
  vacancies,
  vacancyApplications,
} from '../../db/schema';
import { tr, trOrNull } from '../../db/translate';
import { calculatorLink } from '../calculator/catalogue';
import { type LeadRow, leadColumns, leadRowBody } from './leads-query';
import { notesOf } from './notes';

// One lead with what the visitor sent: the message, the vacancy, the saved calculation of an order call (with
// the link that reopens it in the configurator), the CV of an application.

type Details = Pick<AdminLead, 'message' | 'subject' | 'calculation' | 'cv'>;
const none: Details = { message: '', subject: '', calculation: null, cv: null };

/**
 * Where staff open a saved calculation: the storefront's configurator (PUBLIC_ORIGIN), in the language the
 * visitor wrote in, since the back office itself is served by the API on another origin.
 */
export interface LeadLinks {
  publicOrigin: string;
}

async function orderCallDetails(
  database: Database,
  links: LeadLinks,
  sourceId: number,
  locale: Locale,
  visitorLocale: Locale,
): Promise<Details> {
  const [row] = await database.db
    .select({
      calculation: calculations,
      definition: calculatorDefinitions.definition,
      title: tr(calculatorTypes.title, locale),
      category: calculatorTypes.categorySlug,
      subcategory: calculatorTypes.subcategory,
    })
    .from(orderCalls)
    .innerJoin(calculations, eq(calculations.id, orderCalls.calculatorId))
    .innerJoin(calculatorTypes, eq(calculatorTypes.id, calculations.calculatorTypeId))
    .innerJoin(
      calculatorDefinitions,
      sql`${calculatorDefinitions.calculatorTypeId} = ${calculations.calculatorTypeId}
        and ${calculatorDefinitions.version} = ${calculations.version}`,
    )
    .where(eq(orderCalls.id, sourceId));
  if (!row) return none;
  const { calculation } = row;
  const link = calculatorLink(row.category, row.subcategory);
  return {
    ...none,
    subject: row.title,
    calculation: {
      calculator_type_id: calculation.calculatorTypeId,
      version: calculation.version,
      title: row.title,
      configuration: calculation.configuration as unknown as Record<string, unknown>,
      summary: configurationSummary(row.definition, calculation.configuration).map((line) => line[locale]),
      price: calculation.total,
      configurator_url: new URL(
        withLocale(visitorLocale, configurationHref(link, calculation.configuration, calculation.quantity)),
        links.publicOrigin,
      ).href,
    },
  };
}

async function details(
  database: Database,
  links: LeadLinks,
  row: LeadRow & { source_id: number },
  locale: Locale,
) {
  const { kind, source_id: sourceId } = row;
  const db = database.db;
  if (kind === 'order_call') return orderCallDetails(database, links, sourceId, locale, row.locale);
  if (kind === 'contact') {
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, sourceId));
    return { ...none, message: row?.message ?? '' };
  }
  if (kind === 'vacancy') {
    const [row] = await db
      // Null (not '') when the vacancy is no longer listed: the title the application was sent with stands.
      .select({ application: vacancyApplications, title: trOrNull(vacancies.title, locale) })
      .from(vacancyApplications)
      .leftJoin(vacancies, eq(vacancies.id, vacancyApplications.vacancyId))
      .where(eq(vacancyApplications.id, sourceId));
    if (!row) return none;
    const { application } = row;
    return {
      ...none,
      subject: row.title ?? application.vacancy,
      cv: {
        file_name: `cv-${application.id}.${application.fileType}`,
        type: application.fileType,
        size: application.fileSize,
      },
    };
  }
  if (kind === 'measurement') {
    const [booking] = await db.select().from(measurementBookings).where(eq(measurementBookings.id, sourceId));
    if (!booking) return none;
    // The visit's window and place; its configurations and its moves are the agenda's (measurement-bookings).
    const place = `${booking.address}, ${booking.city}`;
    return {
      ...none,
      subject: `${booking.day} ${booking.window}`,
      message: booking.note === '' ? place : `${place}\n\n${booking.note}`,
    };
  }
  return none;
}

export async function adminLead(
  database: Database,
  links: LeadLinks,
  id: number,
  locale: Locale,
): Promise<AdminLead | null> {
  const [row] = await database.rows<LeadRow & { source_id: number }>(sql`select ${leadColumns},
      ${leads.sourceId} as source_id
    from ${leads} left join ${staff} on ${staff.id} = ${leads.assigneeId} where ${leads.id} = ${id}`);
  if (!row) return null;
  const [extra, notes] = await Promise.all([
    details(database, links, row, locale),
    notesOf(database.db, 'lead', id),
  ]);
  return { ...leadRowBody(row), ...extra, notes };
}
