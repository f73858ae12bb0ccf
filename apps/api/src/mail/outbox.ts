import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client';
import { type OutboxAttachmentRow, outboxMessages } from '../db/schema';
import { oneLine } from './html';
import type { MailMessage } from './mailer';

// The durable outbox (docs/adr/0018): an e-mail that must reach a person is written as a row in the same
// transaction as the order, lead or status change it tells of, composed whole, and delivered afterwards by the
// worker (outbox-worker.ts). A rolled-back change leaves no e-mail behind; a committed one cannot lose its e-mail.

export interface OutboxMail extends Omit<MailMessage, 'messageId' | 'attachments'> {
  /** Files by their key in the file store: the worker reads them when it sends. */
  attachments?: OutboxAttachmentRow[];
  /** What the message is, for the back office: 'order.customer', 'order.shop', 'order.stage', 'lead.shop'. */
  kind: string;
  /** The record it tells of: 'order:42', 'lead:7'. */
  ref: string;
}

/**
 * Writes a message into the outbox, due at once; inside the caller's transaction when `q` is one. Call the
 * worker's `wake()` after the commit, so that it goes out now rather than at the next poll.
 */
export async function enqueueMail(q: Queryable, message: OutboxMail): Promise<number> {
  const [row] = await q
    .insert(outboxMessages)
    .values({
      kind: message.kind,
      ref: message.ref,
      to: message.to,
      replyTo: message.replyTo ?? null,
      // As the mailer will send it, so that the back office lists what the recipient sees.
      subject: oneLine(message.subject),
      text: message.text,
      html: message.html,
      // Keys, not contents: a CV stays in the file store, read by whichever process sends the message.
      attachments: message.attachments ?? [],
    })
    .returning({ id: outboxMessages.id });
  if (!row) throw new Error('the e-mail was not written to the outbox');
  return row.id;
}

/**
 * The back office's "send again": a failed (or waiting) message becomes due now. Its attempts are kept, so a
 * message that failed for good gets one more try rather than another day of them. A claim a worker holds is
 * left alone: the message is being sent. False when the message was sent already or does not exist.
 */
export async function retryMessage(database: Database, id: number): Promise<boolean> {
  const rows = await database.db
    .update(outboxMessages)
    .set({ status: 'pending', nextAttemptAt: sql`now()` })
    .where(and(eq(outboxMessages.id, id), inArray(outboxMessages.status, ['pending', 'failed'])))
    .returning({ id: outboxMessages.id });
  return rows.length > 0;
}
