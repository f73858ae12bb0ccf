import { type TokenPair, tokenPair } from '@vitrina/contract';
import type { ApiReply } from '../api/client';
import type { RefreshCall } from './refresh';

// docs/product.md §4 Auth / §8 401, for the storefront's own calls to the API: the access token goes as the bearer; a
// 401 refreshes the tokens (once, shared, see refresh.ts) and the call is made once more. No refresh token,
// or a refresh the API refuses, means the customer is signed out. Pure: the cookies are the caller's.

export interface AuthTokens {
  access: string | null;
  refresh: string | null;
}

export type AuthOutcome =
  /** The API's answer; `tokens` is the new pair to store when a refresh happened on the way. */
  | { kind: 'answered'; reply: ApiReply; tokens: TokenPair | null }
  /** No sign-in (any more): clear the cookies, answer 401. */
  | { kind: 'signed-out' }
  /** The refresh could not reach the API: the sign-in may be fine, keep the cookies, answer 502. */
  | { kind: 'unavailable' };

/** Whether the request carries a sign-in at all (either token). */
export const hasSignIn = (tokens: AuthTokens): boolean => tokens.access !== null || tokens.refresh !== null;

/**
 * Makes `send` with the access token; without one (its cookie expired) the tokens are refreshed first. On a
 * 401 the tokens are refreshed and `send` is made once more with the new access token; a second 401 means
 * the sign-in was ended meanwhile. `send` may throw (the API did not answer): that is the caller's to handle.
 */
export async function sendWithAuth(
  tokens: AuthTokens,
  send: (access: string) => Promise<ApiReply>,
  refresh: RefreshCall,
): Promise<AuthOutcome> {
  const renewed = async (): Promise<AuthOutcome> => {
    if (tokens.refresh === null) return { kind: 'signed-out' };
    const outcome = await refresh(tokens.refresh);
    if (!outcome.ok) return outcome.signedOut ? { kind: 'signed-out' } : { kind: 'unavailable' };
    const reply = await send(outcome.tokens.access);
    return reply.status === 401
      ? { kind: 'signed-out' }
      : { kind: 'answered', reply, tokens: outcome.tokens };
  };

  if (tokens.access === null) return renewed();
  const reply = await send(tokens.access);
  return reply.status === 401 ? renewed() : { kind: 'answered', reply, tokens: null };
}

/** The refresh call as the API answers jwt/refresh/: 200 a new pair; 400/401 refused; anything else is "down". */
export function refreshOutcomeOf(reply: ApiReply): Awaited<ReturnType<RefreshCall>> {
  if (reply.status === 200 && isTokenPair(reply.body)) return { ok: true, tokens: reply.body };
  if (reply.status === 400 || reply.status === 401 || reply.status === 403)
    return { ok: false, signedOut: true };
  return { ok: false, signedOut: false };
}

/** A pair of tokens as the contract says jwt/create and jwt/refresh/ answer it. */
export const isTokenPair = (body: unknown): body is TokenPair => tokenPair.safeParse(body).success;
