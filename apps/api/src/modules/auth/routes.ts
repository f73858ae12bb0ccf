import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { Identifier } from './identify';
import type { TokenSigner } from './tokens';

export interface AuthDeps {
  database: Database;
  signer: TokenSigner;
  identity: Identifier;
  mailer: Mailer;
  /** The storefront's origin: the reset link points there. */
  publicOrigin: string;
}

/** /api/auth/*: sign-in, refresh, logout, registration, password reset (SPEC §7). */
export function authRoutes(_deps: AuthDeps): FastifyPluginAsyncZod {
  return async () => {};
}
