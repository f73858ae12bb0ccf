import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { Identifier } from '../auth/identify';

export interface AccountDeps {
  database: Database;
  identity: Identifier;
}

/** The signed-in customer's own data: profile, addresses, countries, regions, order history (SPEC §7). */
export function accountRoutes(_deps: AccountDeps): FastifyPluginAsyncZod {
  return async () => {};
}
