import type { Address } from '@vitrina/contract';
import type { addressRules } from '@vitrina/forms';
import { format, type Locale } from '@vitrina/locale';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { qualified } from '../../db/raw-sql';
import { addresses, users } from '../../db/schema';
import { messagesFor, notFoundBody } from '../../i18n/messages';
import { addressBody, addressColumns } from './profile';

// The customer's address book (docs/product.md §3 Address): POST, PATCH and DELETE /api/auth/me/addresses/. Each write
// names the row by its id AND the signed-in user's id, so another customer's address is, for this one, an
// address that does not exist.

/** The most addresses one customer keeps: a book, not a store for anything a client sends. */
export const MAX_ADDRESSES = 20;

export type AddressFields = z.output<typeof addressRules>;

export type AddressOutcome =
  | { status: 200 | 201; body: Address }
  | { status: 400; body: Record<string, string[]> }
  | { status: 404; body: { detail: string } };

/**
 * A new address, unless the customer already has MAX_ADDRESSES. The user's row is locked while counting, so
 * two requests at once cannot both add the twentieth.
 */
export async function addAddress(
  database: Database,
  userId: number,
  fields: AddressFields,
  locale: Locale,
): Promise<AddressOutcome> {
  return database.db.transaction(async (tx): Promise<AddressOutcome> => {
    const [user] = await tx
      .select({
        id: users.id,
        count: sql<number>`(select count(*) from ${addresses} where ${addresses.userId} = ${qualified(users.id)})::int`,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for('update', { of: users });
    if (!user) return { status: 404, body: notFoundBody(locale) };
    if (Number(user.count) >= MAX_ADDRESSES)
      return {
        status: 400,
        body: {
          non_field_errors: [format(messagesFor(locale).account.tooManyAddresses, { max: MAX_ADDRESSES })],
        },
      };
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...fields })
      .returning(addressColumns);
    if (!row) throw new Error('address was not inserted');
    return { status: 201, body: addressBody(row, locale) };
  });
}

/** Replaces a saved address of the customer's with `fields` (the whole form). */
export async function changeAddress(
  database: Database,
  userId: number,
  id: number,
  fields: AddressFields,
  locale: Locale,
): Promise<AddressOutcome> {
  const [row] = await database.db
    .update(addresses)
    .set(fields)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning(addressColumns);
  return row ? { status: 200, body: addressBody(row, locale) } : { status: 404, body: notFoundBody(locale) };
}

/** Deletes a saved address of the customer's; false when they have none with this id. */
export async function deleteAddress(database: Database, userId: number, id: number): Promise<boolean> {
  const deleted = await database.db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return deleted.length > 0;
}
