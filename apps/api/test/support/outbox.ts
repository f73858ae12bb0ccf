import type { OutboxWorkerOptions } from '../../src/mail/outbox-worker';
import type { TestSmtpServer } from './smtp-server';

// What the outbox's tests share: what the SMTP server received for whom, loggers, and waiting for a state.

type Log = OutboxWorkerOptions['log'];

export const quietLog: Log = { info() {}, warn() {}, error() {} };

/** A logger that keeps what was logged as an error. */
export function recordingLog(): Log & { errors: unknown[] } {
  const errors: unknown[] = [];
  return { info() {}, warn() {}, error: (details: unknown) => errors.push(details), errors };
}

/** The Message-IDs of the messages the server accepted for `to`, in the order it got them. */
export function messageIdsTo(smtp: TestSmtpServer, to: string): string[] {
  return smtp.received
    .filter((message) => message.to.includes(to))
    .map((message) => /^Message-ID:\s*(\S+)/im.exec(message.raw.toString('latin1'))?.[1] ?? '');
}

/** Waits until `done` answers true: for a state the worker reaches by itself, never for a set time. */
export async function until(done: () => Promise<boolean>, what = 'the expected state'): Promise<void> {
  for (let tries = 0; tries < 500; tries += 1) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`never reached ${what}`);
}
