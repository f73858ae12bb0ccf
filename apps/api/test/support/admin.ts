import { randomBytes } from 'node:crypto';
import type { DeliveryCity } from '@vitrina/forms';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client';
import { orders } from '../../src/db/schema';
import type { SignedInStaff } from './staff';

// What the back-office tests share: rows inserted as the storefront leaves them, the shop's calendar day, the
// CSV a download carries, and the audit log read as an admin.

/** A short random word, to find this test's rows among the file's. */
export const token = (): string => randomBytes(4).toString('hex');

let sequence = 0;

export interface OrderSeed {
  number?: string;
  name?: string;
  email?: string;
  phone?: string;
  city?: DeliveryCity;
  paymentMethod?: 1 | 2 | 3 | 4;
  /** The payment's side: placed, paid, payment_failed, cancelled, refunded. */
  status?: (typeof orders.$inferInsert)['status'];
  stage?: (typeof orders.$inferInsert)['stage'];
  createdAt?: Date;
  grandTotal?: number;
  userId?: number | null;
  locale?: 'ro' | 'ru';
}

/** An order row as checkout leaves it (no lines), with what a test needs to tell it apart. */
export async function insertOrder(database: Database, seed: OrderSeed = {}) {
  sequence += 1;
  const grandTotal = seed.grandTotal ?? 104_900;
  const [row] = await database.db
    .insert(orders)
    .values({
      number: seed.number ?? `A-${token()}-${sequence}`,
      userId: seed.userId ?? null,
      paymentMethod: seed.paymentMethod ?? 2,
      status: seed.status ?? 'placed',
      stage: seed.stage ?? 'new',
      customer: {
        email: seed.email ?? `client-${sequence}@mail.md`,
        full_name: seed.name ?? 'Ion Popescu',
        phone: seed.phone ?? '+373 (69) 123-456',
      },
      delivery: {
        city: seed.city ?? 'chisinau',
        city_name: 'Chișinău',
        street: 'Ștefan cel Mare',
        house: '1',
        apartment: '2',
      },
      totals: {
        common: grandTotal - 4900,
        quantity_discount: 0,
        coupon_discount: 0,
        new_total: grandTotal - 4900,
        delivery: 4900,
        bonus_discount: 0,
        net_total: grandTotal,
        vat: 0,
        grand_total: grandTotal,
      },
      characteristics: { total_area: 1, linear_metres: 0, windows: 1, doors: 0, quantity_discount: 0 },
      grandTotal,
      locale: seed.locale ?? 'ro',
      ...(seed.createdAt ? { createdAt: seed.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('order was not inserted');
  return row;
}

/** The shop's calendar day (Moldova) of `at`, as 'YYYY-MM-DD'. */
export function shopDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Chisinau',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The day `days` after (or before) the shop's day of now. */
export function shopDateFromToday(days: number): string {
  return shopDate(new Date(Date.now() + days * 86_400_000));
}

/** RFC 4180 records of a CSV text (quotes doubled inside quoted cells; CRLF or LF between records). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const character = text[i];
    if (quoted) {
      if (character === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      record.push(cell);
      cell = '';
    } else if (character === '\r' || character === '\n') {
      if (character === '\r' && text[i + 1] === '\n') i += 1;
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
    } else cell += character;
  }
  if (cell !== '' || record.length > 0) {
    record.push(cell);
    records.push(record);
  }
  return records;
}

/** A CSV download's records, after checking it is one: text/csv, an attachment, a UTF-8 byte order mark. */
export function csvOf(response: LightMyRequestResponse, name: string): string[][] {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toMatch(
    new RegExp(`^attachment; filename="${name}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
  );
  expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parseCsv(response.rawPayload.subarray(3).toString('utf8'));
}

export interface AuditRow {
  id: number;
  staff: { id: number; name: string; email: string } | null;
  actor: string;
  action: string;
  entity: string;
  entity_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: string;
}

/** The audit log's entries for `query`, newest first, read by `admin`. */
export async function auditEntries(
  admin: SignedInStaff,
  query: Record<string, string | number>,
): Promise<AuditRow[]> {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await admin.request({ method: 'GET', url: `/admin/api/audit?${search}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { results: AuditRow[] }).results;
}

/** The ids of a list answer's rows, in order. */
export function idsOf(response: LightMyRequestResponse): number[] {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { results: { id: number }[] }).results.map((row) => row.id);
}
