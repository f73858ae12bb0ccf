import { createHash } from 'node:crypto';
import { RESET_LINK_LIFETIME_MINUTES } from '@vitrina/contract';
import { formMessages } from '@vitrina/forms';
import { format } from '@vitrina/locale';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authSessions, passwordResets, signInFailures, users } from '../src/db/schema';
import { apiMessages } from '../src/i18n/messages';
import { resetEmailMessages } from '../src/modules/auth/reset-email';
import {
  type AuthApi,
  identityOf,
  type Mail,
  mailsOnceThere,
  registered,
  signedIn,
  useAuthApi,
} from './auth-support';
import { engines } from './support/databases';

const auth = apiMessages.ro.auth;

let lastOctet = 0;
const freshIp = () => {
  lastOctet += 1;
  return `198.51.100.${lastOctet}`;
};

/** The token of the reset link in a mail, from both its parts (they must agree). */
function tokenOf(mail: Mail, locale: 'ro' | 'ru'): string {
  const home = locale === 'ro' ? 'http://localhost:3000/' : 'http://localhost:3000/ru';
  const pattern = new RegExp(`${home.replace(/[/.]/g, '\\$&')}\\?reset_token=([A-Za-z0-9_-]{43})`);
  const inText = pattern.exec(mail.text)?.[1];
  const inHtml = pattern.exec(mail.html)?.[1];
  expect(inText, mail.text).toBeDefined();
  expect(inHtml).toBe(inText);
  return inText as string;
}

async function askReset(api: AuthApi, email: string, lang: 'ro' | 'ru' = 'ro', locale = 'ro') {
  const response = await api.post('/api/auth/resetpassword/', { email, lang }, { locale, ip: freshIp() });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

const confirm = (api: AuthApi, token: string, password: string, locale = 'ro') =>
  api.post(
    '/api/auth/resetpassword/confirm/',
    { token, new_password: password, re_new_password: password },
    { locale },
  );

describe.each(engines)('password reset on $name', (engine) => {
  const api = useAuthApi(engine);

  it('e-mails a link that sets a new password once, signs out everywhere, and only the new password works', async () => {
    const customer = await registered(api, { first_name: 'Ana <b>' });
    const before = (await api.mails()).length;
    const session = await signedIn(api, customer.email, customer.password);

    const response = await askReset(api, customer.email.toUpperCase());
    expect(response.json()).toEqual({ detail: auth.resetSent });
    expect(response.headers['cache-control']).toBe('no-store');
    const mails = await mailsOnceThere(api, before + 1);
    const mail = mails.at(-1) as Mail;
    expect(mail.to).toBe(customer.email);
    expect(mail.subject).toBe(resetEmailMessages.ro.subject);
    expect(mail.text).toContain('Ana <b>');
    expect(mail.html).toContain('Ana &lt;b&gt;');
    expect(mail.html).not.toContain('<b>');
    expect(mail.text).toContain(
      format(resetEmailMessages.ro.validity, { minutes: RESET_LINK_LIFETIME_MINUTES }),
    );
    const token = tokenOf(mail, 'ro');

    // Only the token's hash is kept.
    const [row] = await api.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, createHash('sha256').update(token).digest('hex')));
    expect(row).toBeDefined();
    const lifetime = await api.database.rows<{ minutes: number }>(
      sql`select round(extract(epoch from expires_at - created_at) / 60)::int as minutes from password_resets where id = ${row?.id ?? 0}`,
    );
    expect(lifetime[0]?.minutes).toBe(60);

    const newPassword = 'Usa-De-Stejar-2024';
    const changed = await confirm(api, token, newPassword);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ detail: auth.passwordChanged });
    expect(changed.headers['cache-control']).toBe('no-store');

    // Every earlier sign-in is over.
    expect(await identityOf(api, session.access)).toEqual({ kind: 'invalid' });
    expect((await api.post('/api/auth/jwt/refresh/', { refresh: session.refresh })).statusCode).toBe(401);
    const claims = await api.signer.verify('access', session.access);
    const [revoked] = await api.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.id, claims?.sessionId ?? ''));
    expect(revoked?.revokedWhy).toBe('password_reset');

    // The old password no longer signs in, the new one does.
    const old = await api.post(
      '/api/auth/jwt/create',
      { email: customer.email, password: customer.password },
      { ip: freshIp() },
    );
    expect(old.statusCode).toBe(401);
    const fresh = await signedIn(api, customer.email, newPassword, freshIp());
    expect((await identityOf(api, fresh.access)).kind).toBe('user');

    // The link works once.
    const again = await confirm(api, token, 'Alta-Parola-Buna-7');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ token: [auth.resetLinkInvalid] });
    await signedIn(api, customer.email, newPassword, freshIp());
  });

  it('sends the e-mail in `lang` with a link to the Russian home page, and answers in the request language', async () => {
    const customer = await registered(api);
    const before = (await api.mails()).length;
    const response = await askReset(api, customer.email, 'ru', 'ro');
    expect(response.json()).toEqual({ detail: auth.resetSent });
    const mail = (await mailsOnceThere(api, before + 1)).at(-1) as Mail;
    expect(mail.subject).toBe(resetEmailMessages.ru.subject);
    expect(mail.text).toContain(
      format(resetEmailMessages.ru.validity, { minutes: RESET_LINK_LIFETIME_MINUTES }),
    );
    const token = tokenOf(mail, 'ru');
    const ru = await confirm(api, 'not-a-token', 'Usa-De-Stejar-2024', 'ru');
    expect(ru.json()).toEqual({ token: [apiMessages.ru.auth.resetLinkInvalid] });
    expect((await confirm(api, token, 'Usa-De-Stejar-2024', 'ru')).json()).toEqual({
      detail: apiMessages.ru.auth.passwordChanged,
    });
  });

  it('answers the same for an e-mail without an account and sends nothing', async () => {
    const customer = await registered(api);
    const before = (await api.mails()).length;
    const unknown = await askReset(api, 'nobody.at.all@mail.md');
    expect(unknown.json()).toEqual({ detail: auth.resetSent });
    // A known one after it: once its e-mail is there, the unknown one had every chance to send.
    await askReset(api, customer.email);
    const mails = await mailsOnceThere(api, before + 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await api.mails()).length).toBe(before + 1);
    expect(mails.at(-1)?.to).toBe(customer.email);
    expect(mails.some((mail) => mail.to === 'nobody.at.all@mail.md')).toBe(false);
  });

  it('refuses an expired link, and a link of before a newer reset was used', async () => {
    const customer = await registered(api);
    const before = (await api.mails()).length;
    await askReset(api, customer.email);
    await askReset(api, customer.email);
    const mails = await mailsOnceThere(api, before + 2);
    const [first, second] = mails.slice(-2).map((mail) => tokenOf(mail, 'ro'));
    if (!first || !second) throw new Error('two links');

    await api.database.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.tokenHash, createHash('sha256').update(first).digest('hex')));
    const expired = await confirm(api, first, 'Usa-De-Stejar-2024');
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ token: [auth.resetLinkInvalid] });
    await signedIn(api, customer.email, customer.password, freshIp());

    expect((await confirm(api, second, 'Usa-De-Stejar-2024')).statusCode).toBe(200);
  });

  it('lets only one of two concurrent confirmations with one link through', async () => {
    const customer = await registered(api);
    const before = (await api.mails()).length;
    await askReset(api, customer.email);
    const token = tokenOf((await mailsOnceThere(api, before + 1)).at(-1) as Mail, 'ro');
    const answers = await Promise.all([
      confirm(api, token, 'Prima-Parola-Noua-1'),
      confirm(api, token, 'Doua-Parola-Noua-2'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('checks the new password (length, repeat, common) before spending the link', async () => {
    const customer = await registered(api);
    const before = (await api.mails()).length;
    await askReset(api, customer.email);
    const token = tokenOf((await mailsOnceThere(api, before + 1)).at(-1) as Mail, 'ro');
    const ro = formMessages.ro;
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{ new_password: 'short', re_new_password: 'short' }, { new_password: [ro.passwordTooShort] }],
      [
        { new_password: 'Usa-De-Stejar-2024', re_new_password: 'Usa-De-Stejar-2025' },
        { re_new_password: [ro.passwordsDontMatch] },
      ],
      [{ new_password: 'Password1', re_new_password: 'Password1' }, { new_password: [ro.commonPassword] }],
    ];
    for (const [passwords, errors] of cases) {
      const response = await api.post('/api/auth/resetpassword/confirm/', { token, ...passwords });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject(errors);
    }
    expect((await confirm(api, token, 'Usa-De-Stejar-2024')).statusCode).toBe(200);
  });

  it('clears the failed sign-ins of the account once its password is reset, from every address', async () => {
    const customer = await registered(api);
    const ip = freshIp();
    for (let attempt = 0; attempt < 5; attempt += 1)
      await api.post('/api/auth/jwt/create', { email: customer.email, password: 'wrong-wrong' }, { ip });
    const locked = await api.post(
      '/api/auth/jwt/create',
      { email: customer.email, password: customer.password },
      { ip },
    );
    expect(locked.statusCode).toBe(429);
    const before = (await api.mails()).length;
    await askReset(api, customer.email);
    const token = tokenOf((await mailsOnceThere(api, before + 1)).at(-1) as Mail, 'ro');
    expect((await confirm(api, token, 'Usa-De-Stejar-2024')).statusCode).toBe(200);
    await signedIn(api, customer.email, 'Usa-De-Stejar-2024', ip);
    const left = await api.database.rows<{ key: string }>(
      sql`select key from sign_in_failures where key like ${`%${customer.email.toLowerCase()}%`}`,
    );
    expect(left).toEqual([]);
  });

  it('validates the e-mail: required and valid', async () => {
    const ro = formMessages.ro;
    const empty = await api.post('/api/auth/resetpassword/', { email: '', lang: 'ro' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ email: [ro.required] });
    const invalid = await api.post('/api/auth/resetpassword/', { email: 'ion@mail', lang: 'ro' });
    expect(invalid.json()).toEqual({ email: [ro.invalidEmail] });
    const lang = await api.post('/api/auth/resetpassword/', { email: 'ion@mail.md', lang: 'en' });
    expect(lang.statusCode).toBe(400);
    expect(Object.keys(lang.json())).toEqual(['lang']);
    // `lang` may be left out: Romanian.
    expect((await api.post('/api/auth/resetpassword/', { email: 'ion@mail.md' })).statusCode).toBe(200);
  });

  it('sends at most 3 links per account in 15 minutes, answering the same', async () => {
    const customer = await registered(api);
    const before = (await api.mails()).length;
    for (let request = 0; request < 5; request += 1) {
      const response = await askReset(api, customer.email);
      expect(response.json()).toEqual({ detail: auth.resetSent });
      // One at a time, so that each request sees the links of the ones before.
      await mailsOnceThere(api, before + Math.min(request + 1, 3));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [count] = await api.database.rows<{ n: number }>(
      sql`select count(*)::int as n from ${passwordResets} join ${users} on ${users.id} = ${passwordResets.userId} where ${users.email} = ${customer.email}`,
    );
    expect(count?.n).toBe(3);
    expect((await api.mails()).length).toBe(before + 3);
  });

  it('answers 429 with Retry-After after 10 requests from one address, whatever X-Forwarded-For says', async () => {
    const ip = freshIp();
    for (let request = 1; request <= 10; request += 1) {
      const response = await api.post(
        '/api/auth/resetpassword/',
        { email: `someone.${request}@mail.md`, lang: 'ro' },
        { ip, headers: { 'x-forwarded-for': `203.0.113.${request}` } },
      );
      expect(response.statusCode).toBe(200);
    }
    const blocked = await api.post(
      '/api/auth/resetpassword/',
      { email: 'someone.else@mail.md', lang: 'ro' },
      { ip, headers: { 'x-forwarded-for': '203.0.113.99' } },
    );
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(blocked.json()).toEqual({ detail: auth.tooManyAttempts.replace('{minutes}', '15') });
    const [row] = await api.database.db
      .select()
      .from(signInFailures)
      .where(eq(signInFailures.key, `reset-address:${ip}`));
    expect(row?.failures).toBe(11);
  });
});
