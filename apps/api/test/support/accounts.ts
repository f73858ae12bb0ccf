import { randomBytes } from 'node:crypto';
import { type Cart, cart } from '@vitrina/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { users } from '../../src/db/schema';
import { startSession } from '../../src/modules/auth/sessions';
import { tokenSigner } from '../../src/modules/auth/tokens';
import { frontendKey, type TestApi, testAuthSecret } from './api';

// Customers for the account and cart tests: inserted directly (no registration call needed) and signed in
// with the very sessions the API checks, under the test app's secret (support/api's testAuthSecret).

const signer = tokenSigner(testAuthSecret);

/** A new customer row; answers its id and e-mail. */
export async function newCustomer(
  api: TestApi,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<{ id: number; email: string }> {
  const [row] = await api.database.db
    .insert(users)
    .values({
      email: `client.${randomBytes(5).toString('hex')}@mail.md`,
      firstName: 'Ana',
      lastName: 'Rusu',
      phone: '+373 (691) 234-56',
      ...overrides,
    })
    .returning({ id: users.id, email: users.email });
  if (!row) throw new Error('customer was not inserted');
  return row;
}

/** Signs `userId` in (a live sign-in); answers the token pair. */
export function signedIn(api: TestApi, userId: number) {
  return startSession(api.database.db, signer, userId);
}

/** A request as the storefront sends it, with `access` as the bearer token when given. */
export function accountRequest(
  api: TestApi,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  options: {
    access?: string;
    authorization?: string;
    body?: unknown;
    locale?: string;
    anonymousId?: string;
  } = {},
): Promise<LightMyRequestResponse> {
  const authorization = options.authorization ?? (options.access ? `Bearer ${options.access}` : undefined);
  return api.inject({
    method,
    url,
    headers: {
      'x-frontend-key': frontendKey,
      'accept-language': options.locale ?? 'ro',
      ...(authorization !== undefined ? { authorization } : {}),
      ...(options.anonymousId ? { 'x-anonymous-id': options.anonymousId } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body !== undefined
      ? { payload: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }
      : {}),
  });
}

/** A new customer, signed in: its id, e-mail and access token. */
export async function signedInCustomer(api: TestApi, overrides: Partial<typeof users.$inferInsert> = {}) {
  const row = await newCustomer(api, overrides);
  const { access } = await signedIn(api, row.id);
  return { ...row, access };
}

/** The cart a response carries, exactly in the contract's shape, after checking its status. */
export function asCart(response: LightMyRequestResponse, status = 200): Cart {
  expect(response.statusCode, response.body).toBe(status);
  return cart.strict().parse(response.json());
}
