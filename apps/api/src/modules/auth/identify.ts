import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../../db/client';
import { messagesFor } from '../../i18n/messages';
import { isSessionLive } from './sessions';
import type { TokenSigner } from './tokens';

// Who a request is (SPEC §4 Auth: "an access token is attached to every request as the Authorization
// header"). No header: an anonymous visitor. A header that is not a live access token: 401, which the
// storefront answers by refreshing its token and trying once more.

export type Identity = { kind: 'anonymous' } | { kind: 'user'; userId: number } | { kind: 'invalid' };

export interface Identifier {
  identify(request: FastifyRequest): Promise<Identity>;
}

const bearer = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

export function identifier(db: Queryable, signer: TokenSigner): Identifier {
  return {
    async identify(request) {
      const header = request.headers.authorization;
      if (header === undefined || header === '') return { kind: 'anonymous' };
      const token = bearer.exec(header)?.[1];
      const claims = token ? await signer.verify('access', token) : null;
      if (!claims || !(await isSessionLive(db, claims.sessionId, claims.userId))) return { kind: 'invalid' };
      return { kind: 'user', userId: claims.userId };
    },
  };
}

/** The body of `unauthorized`, for the routes' OpenAPI schemas (each describes it in its own words). */
export const tokenNotValid = z.object({ detail: z.string(), code: z.literal('token_not_valid') });

/** SimpleJWT's answer to a token it does not take; `code` lets a client tell it from other 401s. */
export function unauthorized(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(401)
    .header('www-authenticate', 'Bearer realm="api"')
    .send({ detail: messagesFor(request.locale).auth.tokenNotValid, code: 'token_not_valid' });
}

/**
 * The signed-in user's id, or null after answering 401 (no token, or one that is not live). Account routes
 * start with it: a user only ever reaches their own rows through this id, never one from the request.
 */
export async function requireUser(
  identity: Identifier,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<number | null> {
  const who = await identity.identify(request);
  if (who.kind === 'user') return who.userId;
  await unauthorized(request, reply);
  return null;
}
