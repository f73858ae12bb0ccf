import { createHash } from 'node:crypto';
import type { TokenPair } from '@vitrina/contract';

// One refresh per refresh token (ADR 0014). The API rotates refresh tokens and treats a spent one presented
// again as theft: it revokes the whole sign-in. Two tabs, or two fetches of one page, often carry the same
// refresh cookie at once; each asking jwt/refresh on its own would sign the customer out. So within a
// storefront process every request with the same refresh token shares one call and its answer, kept a little
// while for the requests that left the browser before the new cookies arrived.
//
// This map is only that economy, never state another process needs: behind a load balancer the same browser's
// requests reach several storefront processes, each refreshing once, and the API answers such a twin refresh
// within REFRESH_REUSE_GRACE_S (30 s, the same as REFRESH_RESULT_KEEP_MS) with a pair of the same sign-in
// instead of revoking it (ADR 0023). No sticky sessions are needed.

/** What a refresh came to: a new pair; or no pair, with whether the sign-in is over (the API said no). */
export type RefreshOutcome = { ok: true; tokens: TokenPair } | { ok: false; signedOut: boolean };

/** Asks the API for a new pair: `{ok: false, signedOut: false}` when it could not be asked (down, 5xx). */
export type RefreshCall = (refresh: string) => Promise<RefreshOutcome>;

export interface RefresherOptions {
  /** How long a settled answer is handed to later requests with the same old token. */
  keepMs?: number;
  now?: () => number;
}

/** ~30 s: long enough for every request the browser sent with the old cookie to arrive. */
export const REFRESH_RESULT_KEEP_MS = 30_000;

interface Entry {
  promise: Promise<RefreshOutcome>;
  /** When the entry stops counting; Infinity while the call is under way. */
  expires: number;
}

/** The map's key: a hash, so the process's memory holds no usable token. */
export const refreshKey = (refresh: string): string =>
  createHash('sha256').update(refresh).digest('base64url');

/**
 * `call` wrapped so that concurrent and recent refreshes of one token share one call. A definite answer (a
 * new pair, or the API's refusal) is kept `keepMs`; a call that could not reach the API is forgotten at once,
 * so the next request tries again.
 */
export function createRefresher(call: RefreshCall, options: RefresherOptions = {}): RefreshCall {
  const keepMs = options.keepMs ?? REFRESH_RESULT_KEEP_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  const sweep = (at: number) => {
    for (const [key, entry] of entries) if (entry.expires <= at) entries.delete(key);
  };

  return (refresh) => {
    const at = now();
    sweep(at);
    const key = refreshKey(refresh);
    const known = entries.get(key);
    if (known !== undefined) return known.promise;

    const entry: Entry = { promise: Promise.resolve({ ok: false, signedOut: false }), expires: Infinity };
    entry.promise = (async (): Promise<RefreshOutcome> => {
      try {
        return await call(refresh);
      } catch {
        return { ok: false, signedOut: false };
      }
    })().then((outcome) => {
      if (outcome.ok || outcome.signedOut) entry.expires = now() + keepMs;
      else if (entries.get(key) === entry) entries.delete(key);
      return outcome;
    });
    entries.set(key, entry);
    return entry.promise;
  };
}
