import type { Address, FieldErrors, User } from '@vitrina/contract';
import { type DeliveryCity, deliveryCityName, type profileRules } from '@vitrina/forms';
import type { Locale } from '@vitrina/locale';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { parsedJson } from '../../db/raw-sql';
import { addresses, bonusEntries, users } from '../../db/schema';
import { messagesFor } from '../../i18n/messages';
import { byEmail } from '../auth/accounts';

// GET and PATCH /api/auth/me/: the signed-in customer, with their bonus balance and address book. Every
// query is scoped by the id the access token names, never by one from the request.

/** A saved address as the database answers it inside the profile's json aggregation: the contract's, but the
 * city's name, which depends on the request's language. */
export type AddressJson = Omit<Address, 'city' | 'city_name'> & { city: DeliveryCity };

/** The contract's address: the row and its city's name in `locale`. */
export const addressBody = (row: AddressJson, locale: Locale): Address => ({
  ...row,
  city_name: deliveryCityName(row.city, locale),
});

/** The columns of `addresses` as the contract names them. */
export const addressColumns = {
  id: addresses.id,
  first_name: addresses.firstName,
  last_name: addresses.lastName,
  company: addresses.company,
  country: addresses.country,
  city: addresses.city,
  street: addresses.street,
  house: addresses.house,
  apartment: addresses.apartment,
  zip_code: addresses.zipCode,
  phone: addresses.phone,
  extra_contact: addresses.extraContact,
};

const addressJson = sql.join(
  Object.entries(addressColumns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
  sql`, `,
);

/**
 * The customer as GET /api/auth/me/ answers: one query — the user row with the sum of their bonus ledger and
 * their addresses (by id) aggregated as json. Null when the user is gone (deleted after signing in).
 */
export async function profileOf(db: Queryable, userId: number, locale: Locale): Promise<User | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      gender: users.gender,
      bonuses: sql<number>`coalesce((select sum(${bonusEntries.points}) from ${bonusEntries} where ${bonusEntries.userId} = ${userId}), 0)::int`,
      addresses: sql<
        AddressJson[]
      >`coalesce((select json_agg(json_build_object(${addressJson}) order by ${addresses.id}) from ${addresses} where ${addresses.userId} = ${userId}), '[]'::json)`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    gender: row.gender ?? null,
    bonuses: Number(row.bonuses),
    addresses: parsedJson(row.addresses).map((address) => addressBody(address, locale)),
  };
}

/** The settings form as packages/forms' rules answer it. */
export type ProfileChange = z.output<typeof profileRules>;

export type ProfileUpdate = { kind: 'updated' } | { kind: 'invalid'; errors: FieldErrors } | { kind: 'gone' };

/** PostgreSQL's unique_violation, however the driver and drizzle wrap it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current === 'object' && 'code' in current && current.code === '23505') return true;
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/**
 * PATCH /api/auth/me/: the whole settings form. An e-mail another account has (in any case) is refused; two
 * customers taking the same new address at once meet the unique index, and the loser is refused the same way.
 */
export async function updateProfile(
  db: Queryable,
  userId: number,
  change: ProfileChange,
  locale: Locale,
): Promise<ProfileUpdate> {
  const emailTaken: ProfileUpdate = {
    kind: 'invalid',
    errors: { email: [messagesFor(locale).auth.emailTaken] },
  };
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(byEmail(change.email), ne(users.id, userId)))
    .limit(1);
  if (other) return emailTaken;
  try {
    const updated = await db
      .update(users)
      .set({ ...change, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    return updated.length > 0 ? { kind: 'updated' } : { kind: 'gone' };
  } catch (error) {
    if (isUniqueViolation(error)) return emailTaken;
    throw error;
  }
}
