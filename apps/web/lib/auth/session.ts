import type { TokenPair } from '@vitrina/contract';
import { defaultLocale, getMessages, type Locale } from '@vitrina/locale';
import { cookies } from 'next/headers';
import { refreshTokens } from '../api/account';
import type { ApiReply } from '../api/client';
import { config } from '../config';
import {
  accessCookieName,
  authCookieNames,
  authCookieOptions,
  customerCartCookieName,
  parseCustomerCartCookie,
  parseTokenCookie,
  refreshCookieName,
} from './cookies';
import { createRefresher, type RefreshCall } from './refresh';
import { type AuthOutcome, type AuthTokens, refreshOutcomeOf, sendWithAuth } from './with-auth';

// The sign-in as the storefront's route handlers hold it: tokens in httpOnly cookies (cookies.ts), one shared
// refresh per token (refresh.ts), the 401 rule (with-auth.ts). Server only: route handlers call these.

// One refresher per process. Route handlers are bundled apart and a module may be evaluated once per bundle,
// so the map lives on globalThis: every handler of this process must see the same refreshes under way.
const processKey = Symbol.for('vitrina.auth.refresher');
type WithRefresher = typeof globalThis & { [processKey]?: RefreshCall };

function refresher(): RefreshCall {
  const shared = globalThis as WithRefresher;
  // The refresh's own messages are never shown: it is asked in the default language.
  shared[processKey] ??= createRefresher(async (refresh) =>
    refreshOutcomeOf(await refreshTokens(defaultLocale, refresh)),
  );
  return shared[processKey];
}

export async function readTokens(): Promise<AuthTokens> {
  const jar = await cookies();
  return {
    access: parseTokenCookie(jar.get(accessCookieName)?.value),
    refresh: parseTokenCookie(jar.get(refreshCookieName)?.value),
  };
}

export async function storeTokens(tokens: TokenPair): Promise<void> {
  const jar = await cookies();
  jar.set(refreshCookieName, tokens.refresh, authCookieOptions('refresh', config.publicOrigin));
  jar.set(accessCookieName, tokens.access, authCookieOptions('access', config.publicOrigin));
}

/** Signed out: every cookie of the sign-in goes. */
export async function clearSignIn(): Promise<void> {
  const jar = await cookies();
  for (const name of authCookieNames) jar.delete({ name, path: '/' });
}

export async function readCustomerCartId(): Promise<number | null> {
  return parseCustomerCartCookie((await cookies()).get(customerCartCookieName)?.value);
}

export async function storeCustomerCartId(id: number): Promise<void> {
  (await cookies()).set(
    customerCartCookieName,
    String(id),
    authCookieOptions('customerCart', config.publicOrigin),
  );
}

/**
 * `send` as the signed-in customer (docs/product.md §4 Auth): the access cookie as the bearer, one shared refresh and one
 * retry on a 401. New tokens are stored; a sign-in that is over has its cookies cleared. `send` may throw
 * (API down): the caller answers 502.
 */
export async function sendSignedIn(
  send: (access: string) => Promise<ApiReply>,
  tokens?: AuthTokens,
): Promise<AuthOutcome> {
  const outcome = await sendWithAuth(tokens ?? (await readTokens()), send, refresher());
  if (outcome.kind === 'signed-out') await clearSignIn();
  else if (outcome.kind === 'answered' && outcome.tokens !== null) await storeTokens(outcome.tokens);
  return outcome;
}

/**
 * What a signed-in call comes to as an answer to pass on: the API's, or 401 `{detail}` when the sign-in is
 * over (docs/product.md §8, signed out), or 502 when the refresh could not reach the API.
 */
export function replyOf(outcome: AuthOutcome, locale: Locale): ApiReply {
  if (outcome.kind === 'answered') return outcome.reply;
  const texts = getMessages(locale).cart.requests;
  return outcome.kind === 'signed-out'
    ? { status: 401, body: { detail: texts.signedOut } }
    : { status: 502, body: { detail: texts.accountDown } };
}
