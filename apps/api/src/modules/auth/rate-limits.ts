import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

// Counters of attempts per key in a fixed window, kept in sign_in_failures (in the database, so every API
// process counts the same attempts). A window starts with the first attempt counted under its key and
// lasts `windowMinutes`; the next attempt after it starts a new window at 1.
//
// The limits, all in one place:
// - sign-in: 5 failed sign-ins per account ('account:' + lower-cased e-mail, whether or not the account exists)
//   and 20 per client address ('address:' + request.ip) per 15 minutes; over either, sign-in answers 429 before
//   any password is verified. A successful sign-in clears the account's counter (not the address's).
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
  perAccount: { attempts: 5, windowMinutes: 15 },
  perAddress: { attempts: 20, windowMinutes: 15 },
} as const satisfies Record<string, Limit>;

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
  subscribe: { attempts: 10, windowMinutes: 10 },
} as const satisfies Record<string, Limit>;
export type FormName = keyof typeof formLimits;

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressKey = (ip: string) => `address:${ip}`;
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
