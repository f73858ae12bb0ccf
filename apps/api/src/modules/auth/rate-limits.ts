import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

// Counters of attempts per key in a fixed window, kept in sign_in_failures (in the database, so every API
// process counts the same attempts). A window starts with the first attempt counted under its key and
// lasts `windowMinutes`; the next attempt after it starts a new window at 1.
//
// The limits, all in one place:
// - sign-in (customers at POST /api/auth/jwt/create, staff at POST /admin/api/session, the same rule under
//   keys of their own: 'staff-' + each key below), so that an attacker slows himself and not the owner (ADR 0020):
//   - per (account, address) pair ('pair:' + lower-cased e-mail + ' ' + request.ip): 5 failures per 15 minutes,
//     then 429 until that pair's window ends. A successful sign-in clears the pair's counter.
//   - per account ('account:' + lower-cased e-mail, whether or not the account exists): no lock, a delay. Its
//     failures from any address are counted per 15 minutes ('account-last:' remembers when the last one was);
//     from the 5th on, the next attempt must wait accountDelaySeconds(failures) = 2^(failures - 4) seconds
//     (2, 4, 8, ...) after the last failure, at most 60, or it answers 429 with the seconds left. The delay is
//     asked only of an address that has failed for that account itself within the window: an address with no
//     failures of its own for the account (its owner at home, say) is never delayed by others' failures.
//   - per address ('address:' + request.ip): 20 distinct accounts failed from it per 15 minutes (a pair
//     counts when its first failure starts its window), then 429 for every sign-in from it until the window
//     ends: it stops one address spraying many accounts, and an office behind one NAT can mistype freely.
//   All checks come before any password is verified; only failures count (a 429 counts nothing). A password
//   reset clears the account's counters and all its pairs (clearAccountFailures).
// - password reset: 10 requests per client address ('reset-address:' + request.ip) per 15 minutes, over which
//   the request answers 429; and at most 3 links e-mailed per account per 15 minutes (counted in
//   password_resets; further requests answer the same 200 and send nothing).
// - forms (POST /feedbacks/*, /calculator/order-call/): every submission counts, valid or not, per form per
//   client address ('form-{form}:' + request.ip): 5 per 10 minutes for the contact, callback, vacancy and
//   order-call forms, 10 for the subscription; over it the form answers 429 before its body is read.
// request.ip is the socket's address unless the request came through a proxy of TRUSTED_PROXIES: an
// X-Forwarded-For of anyone else is ignored.

export interface Limit {
  /** At most this many attempts per window... */
  attempts: number;
  /** ...of this many minutes. */
  windowMinutes: number;
}

export const signInLimits = {
  /** The hard limit: failures of one account from one address. */
  perPair: { attempts: 5, windowMinutes: 15 },
  /** Failures of one account from anywhere: `attempts` free ones, then a delay (accountDelay). */
  perAccount: { attempts: 5, windowMinutes: 15 },
  /** Distinct accounts failed from one address. */
  perAddress: { attempts: 20, windowMinutes: 15 },
} as const satisfies Record<string, Limit>;

/** The per-account delay: doubling from `firstSeconds` once the account's free failures are used, up to `capSeconds`. */
export const accountDelay = { firstSeconds: 2, capSeconds: 60 } as const;

/**
 * Seconds an attempt on an account must wait after the account's last failure, given its failures in the
 * window: 0 below signInLimits.perAccount.attempts, then 2, 4, 8, ... (2^(failures - attempts + 1)), at most
 * accountDelay.capSeconds.
 */
export function accountDelaySeconds(failures: number): number {
  const free = signInLimits.perAccount.attempts;
  if (failures < free) return 0;
  const exponent = failures - free;
  // Past the cap's exponent the power is not worth computing (and would overflow to Infinity anyway).
  if (exponent >= 30) return accountDelay.capSeconds;
  return Math.min(accountDelay.capSeconds, accountDelay.firstSeconds * 2 ** exponent);
}

/**
 * Seconds still to wait for an account with `failures` whose last failure was `sinceLastFailure` seconds ago:
 * 0 when the attempt may go ahead, otherwise a whole number of at least 1 (what Retry-After says).
 */
export function accountWaitSeconds(failures: number, sinceLastFailure: number): number {
  const left = accountDelaySeconds(failures) - sinceLastFailure;
  return left > 0 ? Math.max(1, Math.ceil(left)) : 0;
}

export const resetLimits = {
  perAddress: { attempts: 10, windowMinutes: 15 },
  linksPerAccount: { attempts: 3, windowMinutes: 15 },
} as const satisfies Record<string, Limit>;

/** The forms visitors send the shop, each counted on its own (a subscription does not use up a callback). */
export const formLimits = {
  contact: { attempts: 5, windowMinutes: 10 },
  callback: { attempts: 5, windowMinutes: 10 },
  vacancy: { attempts: 5, windowMinutes: 10 },
  orderCall: { attempts: 5, windowMinutes: 10 },
  measurement: { attempts: 5, windowMinutes: 10 },
  subscribe: { attempts: 10, windowMinutes: 10 },
  offerEmail: { attempts: 5, windowMinutes: 10 },
} as const satisfies Record<string, Limit>;
export type FormName = keyof typeof formLimits;

const normalised = (email: string) => email.trim().toLowerCase();

/** The keys one sign-in is counted under; `prefix` keeps staff sign-ins apart from customers' ('' or 'staff-'). */
export interface SignInKeys {
  pair: string;
  account: string;
  accountLast: string;
  address: string;
}

export function signInKeys(email: string, ip: string, prefix: '' | 'staff-' = ''): SignInKeys {
  const account = normalised(email);
  return {
    pair: `${prefix}pair:${account} ${ip}`,
    account: `${prefix}account:${account}`,
    accountLast: `${prefix}account-last:${account}`,
    address: `${prefix}address:${ip}`,
  };
}
export const resetAddressKey = (ip: string) => `reset-address:${ip}`;
export const formKey = (form: FormName, ip: string) => `form-${form}:${ip}`;

export interface Counted {
  key: string;
  limit: Limit;
}

const window = (limit: Limit) => sql`make_interval(mins => ${limit.windowMinutes}::int)`;

/**
 * Seconds until the first of `counted` that is at its limit frees up, or null when none is: the check made
 * before an attempt is tried.
 */
export async function blockedFor(database: Database, counted: Counted[]): Promise<number | null> {
  let wait: number | null = null;
  for (const { key, limit } of counted) {
    const [row] = await database.rows<{ retry_after: number }>(sql`
      select greatest(1, ceil(extract(epoch from window_started_at + ${window(limit)} - now())))::int as retry_after
      from sign_in_failures
      where key = ${key} and failures >= ${limit.attempts} and window_started_at > now() - ${window(limit)}`);
    if (row) wait = Math.max(wait ?? 0, Number(row.retry_after));
  }
  return wait;
}

/**
 * Counts one attempt under every key of `counted` in one statement (an upsert, so concurrent attempts all
 * count) and answers each key's count in its window and the seconds left of that window.
 */
export async function countAttempt(
  database: Database,
  counted: Counted[],
): Promise<{ key: string; failures: number; retryAfter: number }[]> {
  if (counted.length === 0) return [];
  // All keys of one call share a window length (checked here, so the statement below can use one).
  const limit = counted[0]?.limit as Limit;
  if (counted.some((c) => c.limit.windowMinutes !== limit.windowMinutes))
    throw new Error('countAttempt: every key counted together needs the same window');
  const values = sql.join(
    counted.map(({ key }) => sql`(${key}, 1, now())`),
    sql`, `,
  );
  const rows = await database.rows<{ key: string; failures: number; retry_after: number }>(sql`
    insert into sign_in_failures as f (key, failures, window_started_at)
    values ${values}
    on conflict (key) do update set
      failures = case when f.window_started_at > now() - ${window(limit)} then f.failures + 1 else 1 end,
      window_started_at = case when f.window_started_at > now() - ${window(limit)} then f.window_started_at else now() end
    returning key, failures,
      greatest(1, ceil(extract(epoch from window_started_at + ${window(limit)} - now())))::int as retry_after`);
  // Windows long over are of no use to anyone: dropped as they pile up (the table holds only recent keys).
  await database.rows(sql`delete from sign_in_failures where window_started_at < now() - interval '1 day'`);
  return rows.map((row) => ({
    key: row.key,
    failures: Number(row.failures),
    retryAfter: Number(row.retry_after),
  }));
}

/** Forgets the attempts under `key` (a successful sign-in clears its account's failures). */
export async function clearAttempts(database: Database, key: string): Promise<void> {
  await database.rows(sql`delete from sign_in_failures where key = ${key}`);
}

/** Failures counted under `key` in a window of `limit` still running (0 when none). */
async function failuresIn(database: Database, key: string, limit: Limit): Promise<number> {
  const [row] = await database.rows<{ failures: number }>(sql`
    select failures from sign_in_failures
    where key = ${key} and window_started_at > now() - ${window(limit)}`);
  return row ? Number(row.failures) : 0;
}

/**
 * The check made before a sign-in's password is verified: the seconds to answer in Retry-After with a 429,
 * or null when the attempt may go ahead. The address's and the pair's hard limits first; then, only for an
 * address with failures of its own for the account, the account's delay after its last failure.
 */
export async function signInWait(database: Database, keys: SignInKeys): Promise<number | null> {
  const hard = await blockedFor(database, [
    { key: keys.address, limit: signInLimits.perAddress },
    { key: keys.pair, limit: signInLimits.perPair },
  ]);
  if (hard !== null) return hard;
  if ((await failuresIn(database, keys.pair, signInLimits.perPair)) === 0) return null;
  const [row] = await database.rows<{ failures: number; since_last: number }>(sql`
    select a.failures, extract(epoch from now() - l.window_started_at)::float8 as since_last
    from sign_in_failures a join sign_in_failures l on l.key = ${keys.accountLast}
    where a.key = ${keys.account} and a.window_started_at > now() - ${window(signInLimits.perAccount)}`);
  if (!row) return null;
  const wait = accountWaitSeconds(Number(row.failures), Number(row.since_last));
  return wait > 0 ? wait : null;
}

/**
 * Counts one failed sign-in: under its pair and its account, the account's last failure set to now, and
 * under its address when this failure starts the pair's window (the address counts distinct accounts).
 */
export async function countSignInFailure(database: Database, keys: SignInKeys): Promise<void> {
  const counts = await countAttempt(database, [
    { key: keys.pair, limit: signInLimits.perPair },
    { key: keys.account, limit: signInLimits.perAccount },
  ]);
  // The last failure's time, in a row of its own (its failures stay 1, the table's columns being fixed).
  await database.rows(sql`
    insert into sign_in_failures (key, failures, window_started_at) values (${keys.accountLast}, 1, now())
    on conflict (key) do update set window_started_at = now()`);
  if (counts.find((c) => c.key === keys.pair)?.failures === 1)
    await countAttempt(database, [{ key: keys.address, limit: signInLimits.perAddress }]);
}

/**
 * A successful sign-in clears its pair's counter: that address is no longer delayed by the account's failures.
 * The account's and the address's counters stay (an attacker elsewhere stays as slow as he made himself).
 */
export async function clearSignInFailures(database: Database, keys: SignInKeys): Promise<void> {
  await clearAttempts(database, keys.pair);
}

/**
 * Forgets every failed sign-in of a customer's account, from every address (its pairs, its count and its last
 * failure): a password reset proves the owner, whose new password then works at once everywhere.
 */
export async function clearAccountFailures(database: Database, email: string): Promise<void> {
  const keys = signInKeys(email, '');
  await database.rows(sql`
    delete from sign_in_failures
    where key in (${keys.account}, ${keys.accountLast}) or left(key, length(${keys.pair})) = ${keys.pair}`);
}
