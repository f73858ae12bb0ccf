import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../../db/client';
import { messagesFor } from '../../i18n/messages';
import { isSessionLive } from './sessions';
import type { TokenSigner } from './tokens';

// Who a request is (docs/product.md §4 Auth: "an access token is attached to every request as the Authorization
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

type SignedIn = Extract<Identity, { kind: 'user' }>;
/** Who a request may be once it is let through: a live sign-in, or no token at all. */
export type KnownIdentity = Exclude<Identity, { kind: 'invalid' }>;

/**
 * Identifies every request of the routes registered on `app` (one encapsulated plugin) once, before its body
 * is validated; one that `lets` refuses answers 401. Answers the identity of a request that was let through.
 */
function identifyEachRequest<Let extends Identity>(
  app: FastifyInstance,
  identity: Identifier,
  lets: (who: Identity) => who is Let,
): (request: FastifyRequest) => Let {
  const identities = new WeakMap<FastifyRequest, Let>();
  app.addHook('preValidation', async (request, reply) => {
    const who = await identity.identify(request);
    if (!lets(who)) return unauthorized(request, reply);
    identities.set(request, who);
  });
  return (request) => {
    const who = identities.get(request);
    if (who === undefined) throw new Error('route reached before its request was identified');
    return who;
  };
}

/**
 * For routes open to anyone (the cart): a signed-in customer or an anonymous visitor. A token that is not live
 * is 401, never a quiet fall back to anonymous: the storefront refreshes it and retries.
 */
export const identifyVisitors = (app: FastifyInstance, identity: Identifier) =>
  identifyEachRequest(app, identity, (who): who is KnownIdentity => who.kind !== 'invalid');

/**
 * For the account routes: no token, or one that is not live, is 401, so an anonymous caller learns nothing
 * else. Answers the signed-in user's id: a user only ever reaches their own rows through it, never through
 * one from the request.
 */
export function identifyCustomers(
  app: FastifyInstance,
  identity: Identifier,
): (request: FastifyRequest) => number {
  const signedIn = identifyEachRequest(app, identity, (who): who is SignedIn => who.kind === 'user');
  return (request) => signedIn(request).userId;
}
