import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { type OutboxAttachmentRow, outboxMessages } from '../db/schema';
import { isDatabaseUnavailable } from '../db/unavailable';
import type { FileStore } from '../files/store';
import type { MailAttachment, Mailer } from './mailer';
import { afterFailure, defaultRetryPolicy, isPermanentRefusal, type RetryPolicy } from './outbox-retry';

// Delivers the outbox (docs/adr/0018). Every API process runs one worker. Several processes may look at the same
// rows at once: a claim takes due rows with FOR UPDATE SKIP LOCKED and marks them taken (locked_until) in one
// statement, so a row is claimed by one worker; a worker that dies mid-send lets its claim run out and the row
// is claimed again. Delivery is at least once: a crash between the server's "accepted" and the 'sent' update
// sends the message again, under the same Message-ID, which is how the recipient's side can tell.

export interface OutboxWorker {
  /** Looks for due messages now (call it after a transaction that wrote one commits), not at the next poll. */
  wake(): void;
  /** Delivers every message due now, this worker's way; resolves once none is left (tests, shutdown). */
  drain(): Promise<void>;
  /** Stops polling and waits for the messages being sent. */
  stop(): Promise<void>;
}

export interface OutboxWorkerOptions {
  database: Database;
  mailer: Mailer;
  /** Where attachments named by key are read from, when the message is sent (docs/adr/0023). */
  files: FileStore;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** How often due messages are looked for besides `wake()`: every 5 s unless given. */
  pollMs?: number;
  /** The sender (MAIL_FROM): its domain names the Message-IDs. */
  from?: string;
  retry?: RetryPolicy;
  /** Messages claimed at once; a full batch is followed by another at once. */
  batchSize?: number;
  /**
   * How long a claim holds a row: longer than any send can take (the SMTP timeouts add up to 90 s), so that a
   * slow send is never taken for a dead worker and sent twice.
   */
  claimSeconds?: number;
  /** For tests: the jitter's randomness. */
  random?: () => number;
}

type OutboxRow = typeof outboxMessages.$inferSelect;

/** What last_error keeps of an error: enough to see what went wrong, not a whole SMTP transcript. */
const ERROR_LENGTH = 1000;

/** The domain of an address like `Vitrina <no-reply@vitrina.md>`. */
function domainOf(from: string): string {
  return /@([^\s>]+)/.exec(from)?.[1] ?? 'localhost';
}

/**
 * The same on every attempt of one row, and different from any other row's, even in a database started again
 * from nothing (ids are reused then, creation times are not).
 */
export function outboxMessageId(row: Pick<OutboxRow, 'id' | 'createdAt'>, from: string): string {
  return `<outbox.${row.id}.${row.createdAt.getTime().toString(36)}@${domainOf(from)}>`;
}

/** A stored file the store no longer has: the attempt fails, and is retried like any other failure. */
class MissingAttachment extends Error {
  override name = 'MissingAttachment';
}

/** The attachments with their bytes, read from the file store by whichever process sends the message. */
async function withContent(files: FileStore, attachments: OutboxAttachmentRow[]): Promise<MailAttachment[]> {
  return Promise.all(
    attachments.map(async (attachment) => {
      if (!('key' in attachment)) return attachment;
      const stored = await files.get(attachment.key);
      if (!stored) throw new MissingAttachment(`attachment ${attachment.key} is not in the file store`);
      const { filename, contentType, cid } = attachment;
      return { filename, contentType, ...(cid === undefined ? {} : { cid }), content: stored.bytes };
    }),
  );
}

function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, ERROR_LENGTH);
}

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { database, mailer, log } = options;
  const pollMs = options.pollMs ?? 5000;
  const from = options.from ?? 'Vitrina <no-reply@vitrina.md>';
  const policy = options.retry ?? defaultRetryPolicy;
  const batchSize = options.batchSize ?? 10;
  const claimSeconds = options.claimSeconds ?? 600;
  const random = options.random ?? Math.random;
  const t = outboxMessages;

  /** Takes up to a batch of due rows for this worker; each claim counts as an attempt. */
  async function claim(): Promise<OutboxRow[]> {
    const due = database.db
      .select({ id: t.id })
      .from(t)
      .where(
        and(
          eq(t.status, 'pending'),
          lte(t.nextAttemptAt, sql`now()`),
          or(isNull(t.lockedUntil), lt(t.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(t.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return database.db
      .update(t)
      .set({
        lockedUntil: sql`now() + make_interval(secs => ${claimSeconds}::double precision)`,
        attempts: sql`${t.attempts} + 1`,
      })
      .where(inArray(t.id, due))
      .returning();
  }

  /** Records how an attempt ended, unless the claim ran out and another worker took the row meanwhile. */
  async function settle(row: OutboxRow, change: PgUpdateSetSource<typeof outboxMessages>): Promise<void> {
    const updated = await database.db
      .update(t)
      .set({ ...change, lockedUntil: null })
      .where(and(eq(t.id, row.id), eq(t.status, 'pending'), eq(t.attempts, row.attempts)))
      .returning({ id: t.id });
    if (updated.length === 0)
      log.warn(
        { outboxId: row.id },
        'outbox: a claim ran out before its attempt ended; another worker has it',
      );
  }

  async function deliver(row: OutboxRow): Promise<void> {
    try {
      // Inside the promise chain: a mailer that throws instead of rejecting is a failed attempt too.
      await Promise.resolve().then(async () =>
        mailer.send({
          to: row.to,
          replyTo: row.replyTo ?? undefined,
          subject: row.subject,
          text: row.text,
          html: row.html,
          attachments: await withContent(options.files, row.attachments),
          messageId: outboxMessageId(row, from),
        }),
      );
    } catch (error) {
      const next = afterFailure(row.attempts, isPermanentRefusal(error), policy, random);
      const lastError = describe(error);
      if (next.status === 'failed') {
        log.error({ outboxId: row.id, kind: row.kind, attempts: row.attempts, err: error }, 'e-mail failed');
        await settle(row, { status: 'failed', lastError });
      } else {
        log.warn(
          { outboxId: row.id, kind: row.kind, attempts: row.attempts, err: error },
          'e-mail not sent yet',
        );
        await settle(row, {
          lastError,
          nextAttemptAt: sql`now() + make_interval(secs => ${next.delayMs / 1000}::double precision)`,
        });
      }
      return;
    }
    await settle(row, { status: 'sent', sentAt: sql`now()` });
  }

  /** One batch: claimed, each message sent, each outcome recorded; the number of messages claimed. */
  async function batch(): Promise<number> {
    const rows = await claim();
    const outcomes = await Promise.allSettled(rows.map(deliver));
    const broken = outcomes.find((outcome) => outcome.status === 'rejected');
    // An outcome that could not be recorded (the database went away) leaves its claim to run out.
    if (broken) throw broken.reason;
    return rows.length;
  }

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let wakeQueued = false;
  /** One batch at a time per worker: polls, wakes and drains queue up behind each other. */
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = chain.then(task);
    chain = run.catch(() => undefined);
    return run;
  };

  /** Batches until one comes back short: nothing more is due. */
  async function sweep(): Promise<void> {
    while (!stopped && (await batch()) === batchSize);
  }

  function schedule() {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(wake, pollMs);
    // The poll never keeps a process alive on its own.
    timer.unref();
  }

  /**
   * Whether the last sweep found the database away. A sweep every few seconds while it is down would log the
   * same error each time and bury the rest of the log: the outage is logged when it starts and when it ends.
   */
  let databaseAway = false;
  function sweepEnded(error?: unknown) {
    if (error === undefined) {
      if (databaseAway) log.info('outbox: the database is back; delivery goes on');
      databaseAway = false;
    } else if (isDatabaseUnavailable(error)) {
      if (!databaseAway)
        log.error({ err: error }, 'outbox: the database is unavailable; delivery waits until it is back');
      databaseAway = true;
    } else log.error({ err: error }, 'outbox: delivery stopped; trying again later');
  }

  function wake() {
    if (stopped || wakeQueued) return;
    wakeQueued = true;
    clearTimeout(timer);
    void serial(async () => {
      wakeQueued = false;
      await sweep();
    })
      .then(() => sweepEnded(), sweepEnded)
      .finally(() => {
        if (!wakeQueued) schedule();
      });
  }

  wake();
  return {
    wake,
    drain: () =>
      serial(async () => {
        while (!stopped && (await batch()) > 0);
      }),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await chain;
    },
  };
}
