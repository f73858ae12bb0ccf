import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailSettings } from '../config';

// docs/architecture.md §2 e-mail: nodemailer. With SMTP_URL a pooled SMTP transport delivers to that server; without it every
// message is composed exactly as it would be sent and written as an .eml file under `${dataDir}/outbox`, so
// order confirmations, password resets and form receipts can be read (and opened in any mail client) offline.

/** One message: both a plain-text and an HTML part, so every mail client shows something readable. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Files the message carries (a CV the shop receives): their bytes, or a path read when it is composed. */
  attachments?: MailAttachment[];
  /**
   * `<…@…>`; nodemailer makes a random one without it. The outbox gives each message one of its own, the same
   * on every attempt, so a server that got a message twice can tell.
   */
  messageId?: string;
}

export type MailAttachment = {
  /** The name the recipient sees: made by the server, never a name a visitor sent. */
  filename: string;
  contentType: string;
  /** A picture the HTML part shows inline by this Content-ID (`cid:`). */
  cid?: string;
} & ({ content: Buffer } | { path: string });

export interface Mailer {
  /** Resolves once the SMTP server accepted the message (or its .eml file is in the outbox); rejects otherwise. */
  send(message: MailMessage): Promise<void>;
  /** Waits for the messages being sent, then closes the SMTP connections. Sending after close rejects. */
  close(): Promise<void>;
}

/** The folder of the embedded outbox: one `{timestamp}-{random}.eml` file per message. */
export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/**
 * `20260512T094501.123Z`: ISO 8601 in its basic form (no ':' in a file name anywhere), so the outbox's files
 * sort by the time they were written.
 */
function fileTimestamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '');
}

/** Subjects are one line: a newline from a customer's name must not reach a header. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

export function createMailer(settings: MailSettings, dataDir: string): Mailer {
  const transport =
    settings.smtpUrl === undefined
      ? nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
      : nodemailer.createTransport({
          // Query parameters of SMTP_URL (?pool=false, ?connectionTimeout=...) take precedence over these.
          url: settings.smtpUrl,
          pool: true,
          maxConnections: 3,
          connectionTimeout: 15_000,
          greetingTimeout: 15_000,
          socketTimeout: 60_000,
        });
  const outbox = settings.smtpUrl === undefined ? outboxDir(dataDir) : undefined;
  const pending = new Set<Promise<void>>();
  let closed = false;

  async function deliver(message: MailMessage): Promise<void> {
    const info = await transport.sendMail({
      from: settings.from,
      to: message.to,
      replyTo: message.replyTo,
      subject: oneLine(message.subject),
      text: message.text,
      html: message.html,
      attachments: message.attachments,
      messageId: message.messageId,
    });
    if (outbox === undefined) return;
    const eml = (info as { message?: unknown }).message;
    if (!Buffer.isBuffer(eml)) throw new Error('The outbox transport did not compose the message');
    await mkdir(outbox, { recursive: true });
    const name = `${fileTimestamp(new Date())}-${randomBytes(6).toString('hex')}.eml`;
    const target = path.join(outbox, name);
    // Written whole under another name, then renamed: whoever reads *.eml never sees half a message.
    const temporary = path.join(outbox, `.${name}.tmp`);
    try {
      await writeFile(temporary, eml, { flag: 'wx' });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  return {
    send(message) {
      if (closed) return Promise.reject(new Error('The mailer is closed'));
      const sending = deliver(message);
      const settled = sending.then(
        () => undefined,
        () => undefined,
      );
      pending.add(settled);
      void settled.then(() => pending.delete(settled));
      return sending;
    },
    async close() {
      closed = true;
      await Promise.all(pending);
      transport.close();
    },
  };
}
