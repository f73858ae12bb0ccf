import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AddressObject, simpleParser } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../../test/support/smtp-server';
import type { MailSettings } from '../config';
import { createMailer, type MailMessage, outboxDir } from './mailer';

const message: MailMessage = {
  to: 'ion.popescu@mail.md',
  subject: 'Comanda nr. VT-2026-00042 — mulțumim, Ștefan! Заказ принят',
  text: 'Livrare: str. Ștefan cel Mare 12, Bălți — Кишинёв, ул. Пушкина. Țară: ăâîșț ĂÂÎȘȚ.',
  html: '<p>Livrare: <b>Ștefan cel Mare</b> — <i>Кишинёв</i>, ăâîșț</p>',
  replyTo: 'info@vitrina.md',
};

function settings(smtpUrl?: string): MailSettings {
  return { smtpUrl, from: 'Vitrina <no-reply@vitrina.md>', shopEmail: undefined };
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return objects.flatMap((object) => object.value.map((address) => address.address ?? ''));
}

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'vitrina-mail-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('the outbox (no SMTP_URL)', () => {
  it('writes each message as a complete .eml file under dataDir/outbox, UTF-8 intact', async () => {
    const mailer = createMailer(settings(), dataDir);
    await mailer.send(message);
    await mailer.send({ ...message, to: 'shop@vitrina.md', replyTo: undefined });
    await mailer.close();

    const files = (await readdir(outboxDir(dataDir))).sort();
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^\d{8}T\d{6}\.\d{3}Z-[0-9a-f]{12}\.eml$/);

    const raw = await readFile(path.join(outboxDir(dataDir), files[0] as string));
    expect(raw.toString('latin1')).toMatch(/\r\n\r\n/); // RFC 5322 line ends
    const both = await Promise.all(
      files.map(async (file) => simpleParser(await readFile(path.join(outboxDir(dataDir), file)))),
    );
    const toCustomer = both.find((mail) => addresses(mail.to).includes('ion.popescu@mail.md'));
    const toShop = both.find((mail) => addresses(mail.to).includes('shop@vitrina.md'));
    expect(toCustomer?.subject).toBe(message.subject);
    expect(toCustomer?.from?.value).toEqual([{ address: 'no-reply@vitrina.md', name: 'Vitrina' }]);
    expect(addresses(toCustomer?.replyTo)).toEqual(['info@vitrina.md']);
    expect(toCustomer?.text?.trim()).toBe(message.text);
    expect(toCustomer?.html).toContain('<b>Ștefan cel Mare</b> — <i>Кишинёв</i>, ăâîșț');
    expect(toCustomer?.messageId).toMatch(/@/);
    expect(toShop?.replyTo).toBeUndefined();
  });

  it('leaves no temporary file behind and creates the folder when it is missing', async () => {
    const nested = path.join(dataDir, 'not', 'yet');
    const mailer = createMailer(settings(), nested);
    await mailer.send(message);
    await mailer.close();
    const files = await readdir(outboxDir(nested));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
  });

  it('keeps a subject on one line whatever it was given', async () => {
    const mailer = createMailer(settings(), dataDir);
    await mailer.send({ ...message, subject: 'Comandă nouă\r\nBcc: victim@example.com' });
    await mailer.close();
    const [file] = await readdir(outboxDir(dataDir));
    const parsed = await simpleParser(await readFile(path.join(outboxDir(dataDir), file as string)));
    expect(parsed.subject).toBe('Comandă nouă Bcc: victim@example.com');
    expect(parsed.bcc).toBeUndefined();
  });

  it('keeps the Message-ID it is given, the same every time', async () => {
    const mailer = createMailer(settings(), dataDir);
    await mailer.send({ ...message, messageId: '<outbox.7.abc@vitrina.md>' });
    await mailer.send({ ...message, messageId: '<outbox.7.abc@vitrina.md>' });
    await mailer.close();
    const files = await readdir(outboxDir(dataDir));
    const parsed = await Promise.all(
      files.map(async (file) => simpleParser(await readFile(path.join(outboxDir(dataDir), file)))),
    );
    expect(parsed.map((mail) => mail.messageId)).toEqual([
      '<outbox.7.abc@vitrina.md>',
      '<outbox.7.abc@vitrina.md>',
    ]);
  });

  it('refuses to send once closed', async () => {
    const mailer = createMailer(settings(), dataDir);
    await mailer.close();
    await expect(mailer.send(message)).rejects.toThrow(/closed/);
  });
});

describe('SMTP (SMTP_URL set)', () => {
  it('delivers to the server with the right envelope, headers and body', async () => {
    const smtp = await startSmtpServer();
    const mailer = createMailer(settings(`smtp://127.0.0.1:${smtp.port}`), dataDir);
    try {
      await mailer.send(message);
      await mailer.send({ ...message, to: 'shop@vitrina.md' });
    } finally {
      await mailer.close();
      await smtp.close();
    }

    expect(smtp.received.map((mail) => mail.to)).toEqual([['ion.popescu@mail.md'], ['shop@vitrina.md']]);
    const [first] = smtp.received;
    expect(first?.from).toBe('no-reply@vitrina.md');
    const parsed = await simpleParser(first?.raw as Buffer);
    expect(parsed.subject).toBe(message.subject);
    expect(addresses(parsed.to)).toEqual(['ion.popescu@mail.md']);
    expect(addresses(parsed.replyTo)).toEqual(['info@vitrina.md']);
    expect(parsed.text?.trim()).toBe(message.text);
    expect(parsed.html).toContain('<i>Кишинёв</i>, ăâîșț');
    // Nothing goes to the outbox when a server is configured.
    await expect(readdir(outboxDir(dataDir))).rejects.toThrow(/ENOENT/);
  });

  it('logs in with the credentials of SMTP_URL', async () => {
    const smtp = await startSmtpServer({ login: { user: 'shop', pass: 's3cret/ă' } });
    const mailer = createMailer(
      settings(`smtp://shop:${encodeURIComponent('s3cret/ă')}@127.0.0.1:${smtp.port}`),
      dataDir,
    );
    try {
      await mailer.send(message);
    } finally {
      await mailer.close();
      await smtp.close();
    }
    expect(smtp.received.map((mail) => mail.user)).toEqual(['shop']);
  });

  it('rejects when the server refuses the recipient', async () => {
    const smtp = await startSmtpServer({ refuse: 'nobody@vitrina.md' });
    const mailer = createMailer(settings(`smtp://127.0.0.1:${smtp.port}`), dataDir);
    try {
      await expect(mailer.send({ ...message, to: 'nobody@vitrina.md' })).rejects.toThrow(/550|unavailable/i);
      await mailer.send(message);
    } finally {
      await mailer.close();
      await smtp.close();
    }
    expect(smtp.received.map((mail) => mail.to)).toEqual([['ion.popescu@mail.md']]);
  });
});
