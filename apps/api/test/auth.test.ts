import { tokenPair, user } from '@vitrina/contract';
import { formMessages } from '@vitrina/forms';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { authSessions, refreshTokens, signInFailures, users } from '../src/db/schema';
import { apiMessages } from '../src/i18n/messages';
import { REFRESH_REUSE_GRACE_S } from '../src/modules/auth/sessions';
import { tokenSigner } from '../src/modules/auth/tokens';
import { identityOf, registered, registration, signedIn, useAuthApi } from './auth-support';
import { frontendKey } from './support/api';
import { engines } from './support/databases';

const ro = formMessages.ro;
const auth = apiMessages.ro.auth;
const tokenNotValid = { detail: auth.tokenNotValid, code: 'token_not_valid' };

/** A new customer as register answers it: the contract's user, with nothing earned or saved yet. */
const userBody = user.extend({ gender: z.null(), bonuses: z.literal(0), addresses: z.tuple([]) }).strict();
const pairBody = tokenPair.strict();

/** A made-up address per test, so that one test's failed sign-ins do not count against another's. */
let lastOctet = 0;
const freshIp = () => {
  lastOctet += 1;
  return `198.51.100.${lastOctet}`;
};

describe.each(engines)('/api/auth/* on $name', (engine) => {
  const api = useAuthApi(engine);

  it('documents every auth endpoint in the OpenAPI document', async () => {
    type Operation = { tags?: string[]; summary?: string; responses?: Record<string, unknown> };
    const document = (await api.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const operations = [
      ['/api/auth/jwt/create', ['200', '400', '401', '429']],
      ['/api/auth/jwt/refresh/', ['200', '400', '401']],
      ['/api/auth/logout/', ['204', '400', '401']],
      ['/api/auth/register/', ['201', '400']],
      ['/api/auth/resetpassword/', ['200', '400', '429']],
      ['/api/auth/resetpassword/confirm/', ['200', '400']],
    ] as const;
    for (const [path, statuses] of operations) {
      const operation = document.paths[path]?.post;
      expect(operation?.tags, path).toEqual(['auth']);
      expect(operation?.summary, path).toBeTruthy();
      for (const status of statuses)
        expect(operation?.responses?.[status], `${path} ${status}`).toBeDefined();
    }
  });

  describe('POST /api/auth/register/', () => {
    it('makes the customer and answers the user shape, the e-mail and phone as typed (trimmed)', async () => {
      const body = registration({ email: '  Maria.Lungu@Mail.MD ', first_name: ' Maria ' });
      const response = await api.post('/api/auth/register/', body);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.headers['cache-control']).toBe('no-store');
      const created = userBody.parse(response.json());
      expect(created).toMatchObject({
        email: 'Maria.Lungu@Mail.MD',
        first_name: 'Maria',
        last_name: 'Popescu',
        phone: '+373 (691) 234-56',
        gender: null,
        bonuses: 0,
        addresses: [],
      });
      const [row] = await api.database.db.select().from(users).where(eq(users.id, created.id));
      expect(row?.email).toBe('Maria.Lungu@Mail.MD');
      expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row?.passwordHash).not.toContain(body.password);
    });

    it('refuses an e-mail that has an account, in any case', async () => {
      const first = await registered(api);
      for (const email of [first.email, first.email.toUpperCase(), ` ${first.email} `]) {
        const response = await api.post('/api/auth/register/', registration({ email }));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ email: [auth.emailTaken] });
      }
      const ru = await api.post('/api/auth/register/', registration({ email: first.email }), {
        locale: 'ru',
      });
      expect(ru.json()).toEqual({ email: [apiMessages.ru.auth.emailTaken] });
    });

    it('lets exactly one of two racing registrations with one e-mail through, the other gets 400', async () => {
      const email = registration().email;
      const answers = await Promise.all([
        api.post('/api/auth/register/', registration({ email })),
        api.post('/api/auth/register/', registration({ email: email.toUpperCase() })),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
      const loser = answers.find((answer) => answer.statusCode === 400);
      expect(loser?.json()).toEqual({ email: [auth.emailTaken] });
      const [count] = await api.database.rows<{ n: number }>(
        sql`select count(*)::int as n from users where lower(email) = lower(${email})`,
      );
      expect(count?.n).toBe(1);
    });

    it('checks the e-mail length at 5, 6, 64 and 65 characters', async () => {
      const of = (length: number) => `${'e'.repeat(length - '@mail.md'.length)}@mail.md`;
      const short = await api.post('/api/auth/register/', registration({ email: 'a@b.c' }));
      expect(short.statusCode).toBe(400);
      expect(short.json()).toEqual({ email: [ro.emailTooShort] });
      expect((await api.post('/api/auth/register/', registration({ email: 'a@b.cd' }))).statusCode).toBe(201);
      expect((await api.post('/api/auth/register/', registration({ email: of(64) }))).statusCode).toBe(201);
      const long = await api.post('/api/auth/register/', registration({ email: of(65) }));
      expect(long.statusCode).toBe(400);
      expect(long.json()).toEqual({ email: [ro.emailTooLong] });
      const invalid = await api.post('/api/auth/register/', registration({ email: 'not-an-email' }));
      expect(invalid.json()).toEqual({ email: [ro.invalidEmail] });
    });

    it('checks the password length at 7, 8, 64 and 65 characters', async () => {
      const password = (length: number) => 'Qz8#kLp2Wm'.repeat(7).slice(0, length);
      const attempt = (length: number) =>
        api.post(
          '/api/auth/register/',
          registration({ password: password(length), re_password: password(length) }),
        );
      const seven = await attempt(7);
      expect(seven.statusCode).toBe(400);
      expect(seven.json().password).toEqual([ro.passwordTooShort]);
      expect((await attempt(8)).statusCode).toBe(201);
      expect((await attempt(64)).statusCode).toBe(201);
      const sixtyFive = await attempt(65);
      expect(sixtyFive.statusCode).toBe(400);
      expect(sixtyFive.json().password).toEqual([ro.passwordTooLong]);
    });

    it('refuses a repeat that differs, terms not accepted, a phone not of 17 characters, empty names', async () => {
      const mismatch = await api.post(
        '/api/auth/register/',
        registration({ re_password: 'Fereastra-Verde-43' }),
      );
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json()).toEqual({ re_password: [ro.passwordsDontMatch] });

      const terms = await api.post('/api/auth/register/', registration({ terms: false }));
      expect(terms.statusCode).toBe(400);
      expect(terms.json()).toEqual({ terms: [ro.termsRequired] });

      for (const phone of ['+373 (691) 234-5', '+373 (691) 234-567', '+373 (591) 234-56']) {
        const response = await api.post('/api/auth/register/', registration({ phone }));
        expect(response.statusCode, phone).toBe(400);
        expect(response.json()).toEqual({ phone: [ro.invalidPhone] });
      }

      const control = await api.post(
        '/api/auth/register/',
        registration({ first_name: 'Ion\u0000', last_name: 'Pop\u0007', email: 'ion\u0001@mail.md' }),
      );
      expect(control.statusCode).toBe(400);
      expect(control.json()).toEqual({
        email: [ro.invalidEmail],
        first_name: [ro.invalidText],
        last_name: [ro.invalidText],
      });

      const names = await api.post('/api/auth/register/', registration({ first_name: '  ', last_name: '' }));
      expect(names.statusCode).toBe(400);
      expect(Object.keys(names.json()).sort()).toEqual(['first_name', 'last_name']);
    });

    it('refuses one of the most common passswords, in any case, in the request language', async () => {
      for (const password of ['password1', 'PassWord1', 'parola123']) {
        const response = await api.post(
          '/api/auth/register/',
          registration({ password, re_password: password }),
        );
        expect(response.statusCode, password).toBe(400);
        expect(response.json()).toEqual({ password: [ro.commonPassword] });
      }
      const ru = await api.post(
        '/api/auth/register/',
        registration({ password: 'iloveyou', re_password: 'iloveyou' }),
        { locale: 'ru' },
      );
      expect(ru.json()).toEqual({ password: [formMessages.ru.commonPassword] });
    });
  });

  describe('POST /api/auth/jwt/create', () => {
    it('signs in with the e-mail in any case and answers a token pair that identifies the customer', async () => {
      const customer = await registered(api);
      const response = await api.post('/api/auth/jwt/create', {
        email: ` ${customer.email.toUpperCase()} `,
        password: customer.password,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const pair = pairBody.parse(response.json());
      const [row] = await api.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, customer.email));
      expect(await identityOf(api, pair.access)).toEqual({ kind: 'user', userId: row?.id });
      // An access token is no refresh token, nor the other way round.
      expect(await identityOf(api, pair.refresh)).toEqual({ kind: 'invalid' });
    });

    it('answers the same 401 for a wrong password, an unknown e-mail and an account without a password', async () => {
      const customer = await registered(api);
      const ip = freshIp();
      const wrong = await api.post(
        '/api/auth/jwt/create',
        { email: customer.email, password: `${customer.password}x` },
        { ip },
      );
      const unknown = await api.post(
        '/api/auth/jwt/create',
        { email: 'nobody.here@mail.md', password: customer.password },
        { ip },
      );
      const [passwordless] = await api.database.db
        .insert(users)
        .values({ email: 'no.password@mail.md', firstName: 'A', lastName: 'B', phone: '+373 (691) 234-56' })
        .returning({ id: users.id });
      expect(passwordless).toBeDefined();
      const noPassword = await api.post(
        '/api/auth/jwt/create',
        { email: 'no.password@mail.md', password: 'anything-at-all' },
        { ip },
      );
      for (const response of [wrong, unknown, noPassword]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ detail: auth.noActiveAccount });
        expect(response.headers['cache-control']).toBe('no-store');
      }
      const ru = await api.post(
        '/api/auth/jwt/create',
        { email: customer.email, password: 'nope-nope' },
        { locale: 'ru', ip },
      );
      expect(ru.json()).toEqual({ detail: apiMessages.ru.auth.noActiveAccount });
    });

    it('answers field errors for an empty or invalid e-mail and a missing password, counting no failure', async () => {
      const ip = freshIp();
      const empty = await api.post('/api/auth/jwt/create', { email: '', password: '' }, { ip });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ email: [ro.required], password: [ro.required] });
      const invalid = await api.post('/api/auth/jwt/create', { email: 'ion@', password: 'x' }, { ip });
      expect(invalid.json()).toEqual({ email: [ro.invalidEmail] });
      const missing = await api.post('/api/auth/jwt/create', { email: 'ion@mail.md' }, { ip });
      expect(missing.statusCode).toBe(400);
      expect(Object.keys(missing.json())).toEqual(['password']);
      const [counted] = await api.database.db
        .select()
        .from(signInFailures)
        .where(eq(signInFailures.key, `address:${ip}`));
      expect(counted).toBeUndefined();
    });
  });

  describe('rate limits of sign-in', () => {
    const failureRow = async (key: string) =>
      (await api.database.db.select().from(signInFailures).where(eq(signInFailures.key, key)))[0];
    const backdate = (key: string, by: string) =>
      api.database.db
        .update(signInFailures)
        .set({ windowStartedAt: sql`now() - ${by}::interval` })
        .where(eq(signInFailures.key, key));

    it('refuses an attacker at one address with 429 after 5 failures, whatever X-Forwarded-For says; the owner signs in from another', async () => {
      const customer = await registered(api);
      const attacker = freshIp();
      for (let attempt = 1; attempt <= 20; attempt += 1) {
        const response = await api.post(
          '/api/auth/jwt/create',
          {
            email: attempt % 2 ? customer.email : customer.email.toUpperCase(),
            password: `wrong-${attempt}`,
          },
          { ip: attacker, headers: { 'x-forwarded-for': `203.0.113.${attempt}` } },
        );
        if (attempt <= 5) {
          expect(response.statusCode, `attempt ${attempt}`).toBe(401);
          continue;
        }
        expect(response.statusCode, `attempt ${attempt}`).toBe(429);
        const retryAfter = Number(response.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(14 * 60);
        expect(retryAfter).toBeLessThanOrEqual(15 * 60);
        expect(response.json()).toEqual({ detail: auth.tooManyAttempts.replace('{minutes}', '15') });
        expect(response.headers['cache-control']).toBe('no-store');
      }
      // Refusals count nothing: the pair stays at its 5 failures.
      const pair = `pair:${customer.email.toLowerCase()} ${attacker}`;
      expect((await failureRow(pair))?.failures).toBe(5);
      const ru = await api.post(
        '/api/auth/jwt/create',
        { email: customer.email, password: customer.password },
        { locale: 'ru', ip: attacker },
      );
      expect(ru.statusCode).toBe(429);
      expect(ru.json()).toEqual({ detail: apiMessages.ru.auth.tooManyAttempts.replace('{minutes}', '15') });

      // The owner, at an address with no failures of its own for the account, is not held back at all.
      await signedIn(api, customer.email, customer.password, freshIp());

      // Once the pair's window is over, the right password works there too, and clears the pair's counter.
      await backdate(pair, '16 minutes');
      await signedIn(api, customer.email, customer.password, attacker);
      expect(await failureRow(pair)).toBeUndefined();
    });

    it('delays further attempts on an account failed from many addresses, more after each failure, but not a fresh address', async () => {
      const customer = await registered(api);
      const email = customer.email.toLowerCase();
      const addresses = Array.from({ length: 5 }, freshIp);
      // Five addresses fail once each: the account's five free failures.
      for (const ip of addresses) {
        const response = await api.post('/api/auth/jwt/create', { email, password: 'wrong-wrong' }, { ip });
        expect(response.statusCode).toBe(401);
      }
      const again = () =>
        api.post('/api/auth/jwt/create', { email, password: 'wrong-again' }, { ip: addresses[0] });
      const waits: number[] = [];
      for (const expected of [2, 4, 8]) {
        const delayed = await again();
        expect(delayed.statusCode).toBe(429);
        const retryAfter = Number(delayed.headers['retry-after']);
        expect(retryAfter).toBeGreaterThanOrEqual(expected - 1);
        expect(retryAfter).toBeLessThanOrEqual(expected);
        waits.push(retryAfter);
        // The owner, from an address without failures of its own, is never delayed (and clears nothing of
        // the account's count).
        await signedIn(api, customer.email, customer.password, freshIp());
        // The delay over (the last failure moved back instead of waiting for it), the attempt is tried: 401.
        await backdate(`account-last:${email}`, `${expected} seconds`);
        expect((await again()).statusCode).toBe(401);
      }
      expect(waits[1]).toBeGreaterThan(waits[0] as number);
      expect(waits[2]).toBeGreaterThan(waits[1] as number);
      expect((await failureRow(`account:${email}`))?.failures).toBe(8);
      // A success at the delayed address clears its pair: from then on it is not delayed by the others' failures.
      await backdate(`account-last:${email}`, '1 minute');
      await signedIn(api, customer.email, customer.password, addresses[0]);
      expect(await failureRow(`pair:${email} ${addresses[0]}`)).toBeUndefined();
      expect((await again()).statusCode).toBe(401);
    });

    it('answers the owner with the right password even when another address mistyped the account just before', async () => {
      const customer = await registered(api);
      const office = freshIp();
      for (let attempt = 1; attempt <= 4; attempt += 1)
        expect(
          (
            await api.post(
              '/api/auth/jwt/create',
              { email: customer.email, password: 'typo-typo' },
              { ip: office },
            )
          ).statusCode,
        ).toBe(401);
      const pair = `pair:${customer.email.toLowerCase()} ${office}`;
      expect((await failureRow(pair))?.failures).toBe(4);
      await signedIn(api, customer.email, customer.password, office);
      expect(await failureRow(pair)).toBeUndefined();
    });

    it('stops an address spraying 20 accounts with 429, whatever X-Forwarded-For says; another address is let through', async () => {
      const ip = freshIp();
      for (let attempt = 1; attempt <= 20; attempt += 1) {
        const response = await api.post(
          '/api/auth/jwt/create',
          { email: `guess.${attempt}@mail.md`, password: 'guessing-game' },
          { ip, headers: { 'x-forwarded-for': `192.0.2.${attempt}` } },
        );
        expect(response.statusCode, `attempt ${attempt}`).toBe(401);
      }
      const customer = await registered(api);
      const blocked = await api.post(
        '/api/auth/jwt/create',
        { email: customer.email, password: customer.password },
        { ip, headers: { 'x-forwarded-for': '192.0.2.200' } },
      );
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not blocked.
      await signedIn(api, customer.email, customer.password, freshIp());
    });

    it('counts concurrent failures one by one (one upsert each)', async () => {
      const ip = freshIp();
      const email = 'concurrent.guess@mail.md';
      await Promise.all(
        Array.from({ length: 4 }, () =>
          api.post('/api/auth/jwt/create', { email, password: 'x-x-x-x-x' }, { ip }),
        ),
      );
      const [row] = await api.database.db
        .select()
        .from(signInFailures)
        .where(eq(signInFailures.key, `account:${email}`));
      expect(row?.failures).toBe(4);
    });
  });

  describe('POST /api/auth/jwt/refresh/', () => {
    /** Makes the refresh token `token` look spent `seconds` ago. */
    const spentAgo = async (token: string, seconds: number) => {
      const claims = await api.signer.verify('refresh', token);
      if (!claims) throw new Error('the refresh token verifies');
      await api.database.db
        .update(refreshTokens)
        .set({ usedAt: sql`now() - make_interval(secs => ${seconds})` })
        .where(eq(refreshTokens.jti, claims.jti));
    };

    it('rotates: the new pair works, the spent refresh token is refused, and presenting it again revokes the sign-in', async () => {
      const customer = await registered(api);
      const first = await signedIn(api, customer.email, customer.password);
      const response = await api.post('/api/auth/jwt/refresh/', { refresh: first.refresh });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const second = pairBody.parse(response.json());
      expect(second.refresh).not.toBe(first.refresh);
      expect((await identityOf(api, second.access)).kind).toBe('user');

      // The spent token again, past the grace of a twin request: refused, and the whole sign-in is revoked (the
      // thief and the owner alike).
      await spentAgo(first.refresh, REFRESH_REUSE_GRACE_S + 1);
      const replay = await api.post('/api/auth/jwt/refresh/', { refresh: first.refresh });
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toEqual(tokenNotValid);
      expect((await api.post('/api/auth/jwt/refresh/', { refresh: second.refresh })).statusCode).toBe(401);
      expect(await identityOf(api, second.access)).toEqual({ kind: 'invalid' });
      expect(await identityOf(api, first.access)).toEqual({ kind: 'invalid' });

      // Another sign-in of the same customer is untouched.
      const other = await signedIn(api, customer.email, customer.password);
      expect((await identityOf(api, other.access)).kind).toBe('user');
      expect((await api.post('/api/auth/jwt/refresh/', { refresh: other.refresh })).statusCode).toBe(200);
    });

    it('answers a twin refresh moments later (another storefront process) with a pair of the same sign-in', async () => {
      const customer = await registered(api);
      const pair = await signedIn(api, customer.email, customer.password);
      const answers = await Promise.all([
        api.post('/api/auth/jwt/refresh/', { refresh: pair.refresh }),
        api.post('/api/auth/jwt/refresh/', { refresh: pair.refresh }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const [one, other] = answers.map((answer) => pairBody.parse(answer.json()));
      // A request that left the browser with the old cookie, a few seconds later, is a twin too.
      await spentAgo(pair.refresh, REFRESH_REUSE_GRACE_S - 5);
      const late = await api.post('/api/auth/jwt/refresh/', { refresh: pair.refresh });
      expect(late.statusCode).toBe(200);
      for (const access of [one?.access, other?.access, pairBody.parse(late.json()).access])
        expect((await identityOf(api, access as string)).kind).toBe('user');
      const claims = await api.signer.verify('refresh', pair.refresh);
      const [session] = await api.database.db
        .select()
        .from(authSessions)
        .where(eq(authSessions.id, claims?.sessionId as string));
      expect(session?.revokedAt).toBeNull();
    });

    it('revokes on a spent token once the sign-in moved on, however soon', async () => {
      const customer = await registered(api);
      const first = await signedIn(api, customer.email, customer.password);
      const second = pairBody.parse(
        (await api.post('/api/auth/jwt/refresh/', { refresh: first.refresh })).json(),
      );
      // The owner refreshed again with the next token: the first one is stale, whoever presents it.
      expect((await api.post('/api/auth/jwt/refresh/', { refresh: second.refresh })).statusCode).toBe(200);
      const replay = await api.post('/api/auth/jwt/refresh/', { refresh: first.refresh });
      expect(replay.statusCode).toBe(401);
      expect(await identityOf(api, second.access)).toEqual({ kind: 'invalid' });
    });

    it('refuses an expired refresh token (by its claim, and by its row)', async () => {
      const customer = await registered(api);
      const pair = await signedIn(api, customer.email, customer.password);
      const claims = await api.signer.verify('refresh', pair.refresh);
      if (!claims) throw new Error('the refresh token verifies');
      // Signed eight days ago: its exp (7 days) is over.
      const past = tokenSigner(api.secret, () => Date.now() - 8 * 86_400_000);
      const old = await past.sign('refresh', { userId: claims.userId, sessionId: claims.sessionId });
      await api.database.db
        .insert(refreshTokens)
        .values({ jti: old.jti, sessionId: claims.sessionId, expiresAt: old.expiresAt });
      const expired = await api.post('/api/auth/jwt/refresh/', { refresh: old.token });
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual(tokenNotValid);

      // A token whose row ran out (the sign-in lasted its 7 days) is refused too, without revoking anything.
      await api.database.db
        .update(refreshTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(refreshTokens.jti, claims.jti));
      expect((await api.post('/api/auth/jwt/refresh/', { refresh: pair.refresh })).statusCode).toBe(401);
      expect((await identityOf(api, pair.access)).kind).toBe('user');
    });

    it("refuses an access token, a token with alg 'none', one signed with another key, and garbage", async () => {
      const customer = await registered(api);
      const pair = await signedIn(api, customer.email, customer.password);
      const claims = await api.signer.verify('refresh', pair.refresh);
      if (!claims) throw new Error('the refresh token verifies');
      const payload = {
        token_type: 'refresh',
        sid: claims.sessionId,
        sub: String(claims.userId),
        jti: crypto.randomUUID(),
        iss: 'vitrina-api',
        iat: Math.floor(Date.now() / 1000),
        exp: Math.floor(Date.now() / 1000) + 3600,
      };
      const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const none = `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
      const otherKey = await new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(new TextEncoder().encode('another-secret-of-at-least-thirty-two-bytes!'));
      const hs512 = await new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS512', typ: 'JWT' })
        .sign(new TextEncoder().encode(api.secret));
      const forged = await tokenSigner('another-secret-of-at-least-thirty-two-bytes!').sign('refresh', {
        userId: claims.userId,
        sessionId: claims.sessionId,
      });
      for (const refresh of [
        pair.access,
        none,
        otherKey,
        hs512,
        forged.token,
        '',
        'a.b.c',
        'x'.repeat(4096),
      ]) {
        const response = await api.post('/api/auth/jwt/refresh/', { refresh });
        expect(response.statusCode, refresh.slice(0, 40)).toBe(401);
        expect(response.json()).toEqual(tokenNotValid);
        const logout = await api.post('/api/auth/logout/', { refresh });
        expect(logout.statusCode).toBe(401);
      }
      // None of that touched the real sign-in.
      expect((await identityOf(api, pair.access)).kind).toBe('user');
      expect(await identityOf(api, none)).toEqual({ kind: 'invalid' });
      expect(await identityOf(api, otherKey)).toEqual({ kind: 'invalid' });
    });
  });

  describe('POST /api/auth/logout/', () => {
    it('revokes the sign-in: its access and refresh tokens are refused afterwards, other sign-ins live on', async () => {
      const customer = await registered(api);
      const pair = await signedIn(api, customer.email, customer.password);
      const other = await signedIn(api, customer.email, customer.password);
      const response = await api.post('/api/auth/logout/', { refresh: pair.refresh });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(await identityOf(api, pair.access)).toEqual({ kind: 'invalid' });
      expect((await api.post('/api/auth/jwt/refresh/', { refresh: pair.refresh })).statusCode).toBe(401);
      const claims = await api.signer.verify('access', pair.access);
      const [session] = await api.database.db
        .select()
        .from(authSessions)
        .where(eq(authSessions.id, claims?.sessionId ?? ''));
      expect(session?.revokedWhy).toBe('logout');
      // Signing out twice is fine.
      expect((await api.post('/api/auth/logout/', { refresh: pair.refresh })).statusCode).toBe(204);
      expect((await identityOf(api, other.access)).kind).toBe('user');
    });
  });

  it('GET /api/auth/me/ takes the access token until logout', async () => {
    const body = registration();
    const created = await api.post('/api/auth/register/', body);
    const pair = await signedIn(api, body.email, body.password);
    const me = (access: string) =>
      api.app.inject({
        method: 'GET',
        url: '/api/auth/me/',
        headers: { 'x-frontend-key': frontendKey, authorization: `Bearer ${access}` },
      });
    const before = await me(pair.access);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual(created.json());
    expect((await api.post('/api/auth/logout/', { refresh: pair.refresh })).statusCode).toBe(204);
    const after = await me(pair.access);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(tokenNotValid);
  });

  describe('malformed bodies', () => {
    const routes = [
      '/api/auth/jwt/create',
      '/api/auth/jwt/refresh/',
      '/api/auth/logout/',
      '/api/auth/register/',
      '/api/auth/resetpassword/',
      '/api/auth/resetpassword/confirm/',
    ];
    const bodies: [string, unknown][] = [
      ['not JSON', '{"email": '],
      ['an array', '[1, 2]'],
      ['a number', '42'],
      ['null', 'null'],
      ['an empty object', {}],
      [
        'numbers for strings',
        {
          email: 1,
          password: 2,
          refresh: 3,
          first_name: 4,
          last_name: 5,
          phone: 6,
          re_password: 7,
          terms: 'yes',
          lang: 'en',
          token: 8,
          new_password: 9,
          re_new_password: 10,
        },
      ],
      [
        'huge strings',
        Object.fromEntries(
          [
            'email',
            'password',
            'refresh',
            'first_name',
            'last_name',
            'phone',
            're_password',
            'token',
            'new_password',
            're_new_password',
          ].map((field) => [field, 'x'.repeat(100_000)]),
        ),
      ],
      [
        'NUL characters',
        {
          ...registration(),
          email: 'a\u0000@mail.md',
          first_name: 'Ion\u0000',
          last_name: '\u0000',
          password: 'x\u0000y',
          refresh: '\u0000',
          token: '\u0000',
        },
      ],
    ];
    it.each(routes)('%s answers 4xx with a JSON body, never 500', async (route) => {
      for (const [name, body] of bodies) {
        const response = await api.post(route, body, { ip: freshIp() });
        expect(response.statusCode, `${name}: ${response.body}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${name}: ${response.body}`).toBeLessThan(500);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(typeof response.json()).toBe('object');
      }
    });
  });
});
