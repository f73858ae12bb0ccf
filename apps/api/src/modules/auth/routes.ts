import {
  loginRequest,
  refreshRequest,
  registrationRequest,
  resetPasswordConfirmRequest,
  resetPasswordRequest,
  tokenPair,
  user,
} from '@vitrina/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { commonErrors, detailError, formErrors, inputObject } from '../../http/schemas';
import type { Mailer } from '../../mail/mailer';
import { answersPerVisitor } from '../../plugins/per-visitor';
import { confirmReset, type Outcome, register, requestReset, signIn } from './accounts';
import { type Identifier, tokenNotValid, unauthorized } from './identify';
import { dummyHash } from './passwords';
import { resetLimits, signInLimits } from './rate-limits';
import { REFRESH_REUSE_GRACE_S, revokeSession, rotateSession } from './sessions';
import type { TokenSigner } from './tokens';

export interface AuthDeps {
  database: Database;
  signer: TokenSigner;
  identity: Identifier;
  mailer: Mailer;
  /** The storefront's origin: the reset link points there. */
  publicOrigin: string;
}

const tags = ['auth'];
const refreshNotValid = tokenNotValid.describe(
  'The token is not a live refresh token (expired, spent, revoked, forged or an access token)',
);
const tooManyAttempts = detailError.describe('Too many attempts: wait the seconds of the Retry-After header');

/** /api/auth/*: sign-in, refresh, logout, registration, password reset (docs/product.md §7). */
export function authRoutes(deps: AuthDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const { database, signer } = deps;
    // Made now, not by the first sign-in of an unknown e-mail (whose answer would then be slower).
    await dummyHash();

    // Reset e-mails go out off the response path; closing the app waits for those on their way.
    const pending = new Set<Promise<void>>();
    const background = (task: Promise<void>) => {
      const settled = task.catch((error: unknown) => app.log.error({ err: error }, 'password reset e-mail'));
      pending.add(settled);
      void settled.finally(() => pending.delete(settled));
    };
    app.addHook('onClose', async () => {
      await Promise.all(pending);
    });

    answersPerVisitor(app);

    const send = (reply: FastifyReply, outcome: Outcome) => {
      if (outcome.status === 429) reply.header('retry-after', String(outcome.retryAfter));
      return reply.code(outcome.status).send(outcome.body);
    };

    app.post(
      '/api/auth/jwt/create',
      {
        schema: {
          tags,
          summary:
            'Signs in with {email, password} (the e-mail matched in any case) and answers {access, refresh}. ' +
            'A wrong password and an unknown e-mail get the same 401. 429 with Retry-After after ' +
            `${signInLimits.perPair.attempts} failures of one account from one address, or failures on ` +
            `${signInLimits.perAddress.attempts} accounts from one address, within ` +
            `${signInLimits.perPair.windowMinutes} minutes (until the window ends); after ` +
            `${signInLimits.perAccount.attempts} failures of one account from anywhere, an address that failed ` +
            'for it waits a delay doubling after each further failure (an address with no failures of its own never does).',
          body: inputObject(loginRequest.shape),
          response: {
            200: tokenPair,
            400: formErrors,
            401: detailError.describe('No active account with these credentials'),
            429: tooManyAttempts,
            ...commonErrors,
          },
        },
      },
      async (request, reply) =>
        send(reply, await signIn({ database, signer }, request.locale, request.ip, request.body)),
    );

    app.post(
      '/api/auth/jwt/refresh/',
      {
        schema: {
          tags,
          summary:
            'Spends a refresh token and answers the next {access, refresh}: each refresh token works once. ' +
            `Presented again within ${REFRESH_REUSE_GRACE_S} s, before the sign-in moved on, it is a twin request ` +
            'of the same browser and gets a pair of the same sign-in; later, it revokes the whole sign-in (a ' +
            'stolen copy or a replay).',
          body: inputObject(refreshRequest.shape),
          response: { 200: tokenPair, 400: formErrors, 401: refreshNotValid, ...commonErrors },
        },
      },
      async (request, reply) => {
        const pair = await rotateSession(database.db, signer, request.body.refresh);
        return pair ? pair : unauthorized(request, reply);
      },
    );

    app.post(
      '/api/auth/logout/',
      {
        schema: {
          tags,
          summary:
            'Signs out the sign-in of a refresh token: none of its tokens, access tokens included, is ' +
            'accepted afterwards. 204 also when it was already signed out.',
          body: inputObject(refreshRequest.shape),
          response: {
            204: z.null().describe('Signed out'),
            400: formErrors,
            401: refreshNotValid,
            ...commonErrors,
          },
        },
      },
      async (request, reply) => {
        const claims = await signer.verify('refresh', request.body.refresh);
        if (!claims) return unauthorized(request, reply);
        await revokeSession(database.db, claims.sessionId, 'logout');
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/api/auth/register/',
      {
        schema: {
          tags,
          summary:
            'Makes an account (docs/product.md §5 Registration): names, e-mail (6–64, unique in any case), masked phone, ' +
            'password (8–64, not one of the most common) twice, terms accepted. Answers the new customer; ' +
            'signing in is a separate call.',
          body: inputObject(registrationRequest.shape),
          response: { 201: user, 400: formErrors, ...commonErrors },
        },
      },
      async (request, reply) => send(reply, await register(database, request.locale, request.body)),
    );

    const resetDeps = {
      database,
      mailer: deps.mailer,
      publicOrigin: deps.publicOrigin,
      log: app.log,
      background,
    };

    app.post(
      '/api/auth/resetpassword/',
      {
        schema: {
          tags,
          summary:
            'E-mails a link to choose a new password (in `lang`, valid one hour, once) when the e-mail has an ' +
            'account; the answer is the same when it has none. At most ' +
            `${resetLimits.linksPerAccount.attempts} links per account and ` +
            `${resetLimits.perAddress.attempts} requests per address per ` +
            `${resetLimits.perAddress.windowMinutes} minutes (over the latter: 429 with Retry-After).`,
          body: inputObject(resetPasswordRequest.shape),
          response: { 200: detailError, 400: formErrors, 429: tooManyAttempts, ...commonErrors },
        },
      },
      async (request, reply) =>
        send(reply, await requestReset(resetDeps, request.locale, request.ip, request.body)),
    );

    app.post(
      '/api/auth/resetpassword/confirm/',
      {
        schema: {
          tags,
          summary:
            'Sets a new password with the token of a reset link (once, within its hour) and signs the ' +
            'customer out everywhere. A token that is unknown, used or expired: 400 on `token`.',
          body: inputObject(resetPasswordConfirmRequest.shape),
          response: { 200: detailError, 400: formErrors, ...commonErrors },
        },
      },
      async (request, reply) => send(reply, await confirmReset(database, request.locale, request.body)),
    );
  };
}
