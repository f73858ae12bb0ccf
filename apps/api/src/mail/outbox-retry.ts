// When the outbox tries a message again after a failed attempt, and when it gives up (docs/adr/0018). The
// waits double from 30 s up to an hour, so a short outage costs seconds and a long one a few tries an hour;
// 31 attempts cover at least 24 hours, so a mail server down for a night loses nothing.

export interface RetryPolicy {
  /** The wait after the first failed attempt; it doubles after each next one. */
  firstDelayMs: number;
  /** The longest wait between two attempts. */
  maxDelayMs: number;
  /** Each wait grows by up to this fraction: messages that failed together come back spread out. */
  jitter: number;
  /** After this many failed attempts the message is 'failed' and waits for the back office's "send again". */
  maxAttempts: number;
}

export const defaultRetryPolicy: RetryPolicy = {
  firstDelayMs: 30_000,
  maxDelayMs: 3_600_000,
  jitter: 0.1,
  maxAttempts: 31,
};

/** The wait before the next attempt of a message that has failed `attempts` times (1 or more). */
export function retryDelay(
  attempts: number,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number {
  const base = Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (1 + policy.jitter * random()));
}

/** What follows a failed attempt: another one later, or none. A refusal of the message itself is final. */
export function afterFailure(
  attempts: number,
  permanent: boolean,
  policy: RetryPolicy,
  random: () => number = Math.random,
): { status: 'failed' } | { status: 'pending'; delayMs: number } {
  if (permanent || attempts >= policy.maxAttempts) return { status: 'failed' };
  return { status: 'pending', delayMs: retryDelay(attempts, policy, random) };
}

/**
 * Whether the server refused this message for good (a 5xx to the sender, a recipient or the data: a mailbox
 * that does not exist). Trying it again would only be refused again. A refused login or a lost connection is
 * not about the message: the server's settings or health can change, so those are tried again.
 */
export function isPermanentRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, permanent } = error as { code?: unknown; permanent?: unknown };
  return permanent === true && (code === 'EENVELOPE' || code === 'EMESSAGE');
}
