import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../src/db/schema';
import { postgresFileStore } from '../src/files/postgres-store';
import { createMailer, type Mailer, type MailMessage } from '../src/mail/mailer';
import { enqueueMail, retryMessage } from '../src/mail/outbox';
import type { RetryPolicy } from '../src/mail/outbox-retry';
import { type OutboxWorkerOptions, outboxMessageId, startOutboxWorker } from '../src/mail/outbox-worker';
import type { TestDatabase } from './support/databases';
import { engines } from './support/databases';
import { messageIdsTo, quietLog, recordingLog, until } from './support/outbox';
import { startSmtpServer, type TestSmtpServer } from './support/smtp-server';

// The outbox's worker against a real SMTP server on loopback, over a database of its own (no API process, so no
// other worker takes the rows). Time is never waited for: a policy without waits, or next_attempt_at and
// locked_until set by the test, make a message due.

/** Every failure is tried again at once, three times in all. */
const impatient: RetryPolicy = { firstDelayMs: 0, maxDelayMs: 0, jitter: 0, maxAttempts: 3 };
const from = 'Vitrina <no-reply@vitrina.md>';

describe.each(engines)('the outbox worker on $name', (engine) => {
  let opened: TestDatabase;
  let smtp: TestSmtpServer;
  let mailer: Mailer;
  let folder: string;

  beforeAll(async () => {
    opened = await engine.open();
    smtp = await startSmtpServer({ refuse: 'nobody@vitrina.md' });
    folder = await mkdtemp(path.join(tmpdir(), 'vitrina-outbox-'));
    mailer = createMailer({ smtpUrl: smtp.url, from, shopEmail: undefined }, folder);
  });
  afterAll(async () => {
    await mailer?.close();
    await smtp?.close();
    await opened?.drop();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  const db = () => opened.database.db;
  let sequence = 0;
  /** A message to an address of its own, so each test counts only what it sent. */
  const enqueue = async (to = `client-${++sequence}@mail.md`) => {
    const id = await enqueueMail(db(), {
      kind: 'order.stage',
      ref: `order:${sequence}`,
      to,
      subject: `Mesaj ${sequence}`,
      text: 'Comanda a fost confirmată.',
      html: '<p>Comanda a fost confirmată.</p>',
    });
    return { id, to };
  };
  const row = async (id: number) => {
    const [found] = await db().select().from(outboxMessages).where(eq(outboxMessages.id, id));
    if (!found) throw new Error(`outbox row ${id} is gone`);
    return found;
  };
  const worker = (options: Partial<OutboxWorkerOptions> = {}) =>
    startOutboxWorker({
      database: opened.database,
      mailer,
      files: postgresFileStore(opened.database),
      log: quietLog,
      from,
      pollMs: 60_000,
      ...options,
    });

  it('delivers each message once with two workers over one database, however their batches meet', async () => {
    smtp.refusing = false;
    const sent = await Promise.all(Array.from({ length: 40 }, () => enqueue()));
    const a = worker({ batchSize: 3 });
    const b = worker({ batchSize: 3 });
    try {
      await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    const rows = await db()
      .select()
      .from(outboxMessages)
      .where(
        inArray(
          outboxMessages.id,
          sent.map((message) => message.id),
        ),
      );
    expect(rows.map((found) => [found.status, found.attempts, found.lockedUntil])).toEqual(
      rows.map(() => ['sent', 1, null]),
    );
    for (const found of rows) {
      expect(found.sentAt).toBeInstanceOf(Date);
      expect(messageIdsTo(smtp, found.to)).toEqual([outboxMessageId(found, from)]);
    }
  });

  it('marks a message failed after its last attempt, and retryMessage sends it once the server accepts', async () => {
    smtp.refusing = true;
    const { id, to } = await enqueue();
    const w = worker({ retry: impatient });
    try {
      await w.drain();
      const failed = await row(id);
      expect(failed).toMatchObject({ status: 'failed', attempts: 3, lockedUntil: null, sentAt: null });
      expect(failed.lastError).toMatch(/451/);
      expect(messageIdsTo(smtp, to)).toEqual([]);

      smtp.refusing = false;
      expect(await retryMessage(opened.database, id)).toBe(true);
      expect(await row(id)).toMatchObject({ status: 'pending', attempts: 3 });
      await w.drain();
      expect(await row(id)).toMatchObject({ status: 'sent', attempts: 4 });
      expect(messageIdsTo(smtp, to)).toHaveLength(1);
      // A sent message is not sent again; a missing one is not found.
      expect(await retryMessage(opened.database, id)).toBe(false);
      expect(await retryMessage(opened.database, 2_147_483_000)).toBe(false);
    } finally {
      await w.stop();
    }
  });

  it('keeps a refused message pending with its error and a later attempt, until it is due again', async () => {
    smtp.refusing = true;
    const { id, to } = await enqueue();
    const w = worker();
    try {
      await w.drain();
      const waiting = await row(id);
      expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
      expect(waiting.lastError).toMatch(/451/);
      // The first wait is 30 s and up to 10 % more.
      const wait = waiting.nextAttemptAt.getTime() - Date.now();
      expect(wait).toBeGreaterThan(20_000);
      expect(wait).toBeLessThan(34_000);
      smtp.refusing = false;
      await w.drain();
      expect((await row(id)).status).toBe('pending');
      await db().update(outboxMessages).set({ nextAttemptAt: sql`now()` }).where(eq(outboxMessages.id, id));
      await w.drain();
      expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
      expect(messageIdsTo(smtp, to)).toHaveLength(1);
    } finally {
      await w.stop();
    }
  });

  it('fails at once a message whose recipient the server refuses for good', async () => {
    smtp.refusing = false;
    const { id } = await enqueue('nobody@vitrina.md');
    const w = worker();
    try {
      await w.drain();
    } finally {
      await w.stop();
    }
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.lastError).toMatch(/550|unavailable/i);
  });

  it('sends again, under the same Message-ID, a message whose "sent" was lost in a crash', async () => {
    smtp.refusing = false;
    const { id, to } = await enqueue();
    const w = worker();
    try {
      await w.drain();
      // The server accepted it, then the process died before writing 'sent': its claim ran out.
      await db()
        .update(outboxMessages)
        .set({ status: 'pending', sentAt: null, lockedUntil: sql`now() - interval '1 second'` })
        .where(eq(outboxMessages.id, id));
      await w.drain();
    } finally {
      await w.stop();
    }
    const ids = messageIdsTo(smtp, to);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[0]).toMatch(new RegExp(`^<outbox\\.${id}\\.[0-9a-z]+@vitrina\\.md>$`));
  });

  it('leaves alone a message another worker holds, and takes it when that claim has run out', async () => {
    smtp.refusing = false;
    const { id, to } = await enqueue();
    await db()
      .update(outboxMessages)
      .set({ lockedUntil: sql`now() + interval '1 hour'` })
      .where(eq(outboxMessages.id, id));
    const w = worker();
    try {
      await w.drain();
      expect(await row(id)).toMatchObject({ status: 'pending', attempts: 0 });
      await db()
        .update(outboxMessages)
        .set({ lockedUntil: sql`now() - interval '1 second'` })
        .where(eq(outboxMessages.id, id));
      await w.drain();
      expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });
      expect(messageIdsTo(smtp, to)).toHaveLength(1);
    } finally {
      await w.stop();
    }
  });

  it('survives a mailer that throws and a database that is gone, and goes on delivering by itself', async () => {
    smtp.refusing = false;
    let throwOnce = true;
    const throwing: Mailer = {
      send(message: MailMessage) {
        if (throwOnce) {
          throwOnce = false;
          throw new Error('boom');
        }
        return mailer.send(message);
      },
      close: async () => {},
    };
    const log = recordingLog();
    const first = await enqueue();
    const w = worker({ mailer: throwing, log, pollMs: 20, retry: impatient });
    try {
      await until(async () => (await row(first.id)).status === 'sent');
      expect(await row(first.id)).toMatchObject({ attempts: 2, lastError: 'Error: boom' });

      await db().execute(sql`alter table outbox_messages rename to outbox_messages_away`);
      try {
        await until(async () => log.errors.length > 0);
      } finally {
        await db().execute(sql`alter table outbox_messages_away rename to outbox_messages`);
      }
      const second = await enqueue();
      await until(async () => (await row(second.id)).status === 'sent');
      expect(messageIdsTo(smtp, second.to)).toHaveLength(1);
    } finally {
      await w.stop();
    }
  });

  it('stops after the messages being sent are settled, and sends nothing afterwards', async () => {
    smtp.refusing = false;
    let release = () => {};
    let started = false;
    const held: Mailer = {
      async send(message: MailMessage) {
        started = true;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return mailer.send(message);
      },
      close: async () => {},
    };
    const { id, to } = await enqueue();
    const w = worker({ mailer: held });
    await until(async () => started);
    let stopped = false;
    const stopping = w.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await row(id)).toMatchObject({ status: 'sent' });
    expect(messageIdsTo(smtp, to)).toHaveLength(1);

    const after = await enqueue();
    w.wake();
    await w.drain();
    expect(await row(after.id)).toMatchObject({ status: 'pending', attempts: 0 });
  });
});
