import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newCustomer, signedIn } from './support/accounts';
import { freshAddress, frontendKey, useApi } from './support/api';
import { engines } from './support/databases';
import { adminHeaders, newStaff, signedInStaff, signInStaff, staffCookieOf } from './support/staff';

describe.each(engines)('back office sessions ($name)', (engine) => {
  const api = useApi(engine);

  it('signs a member in with an httpOnly, SameSite=Strict cookie, and answers who it is', async () => {
    const member = await newStaff(api, 'manager', 'Maria');
    const response = await signInStaff(api, member.email);
    expect(response.statusCode).toBe(200);
    expect(response.json().staff).toMatchObject({
      email: member.email,
      role: 'manager',
      name: 'Maria',
      locale: 'ro',
    });
    const cookie = response.cookies.find((c) => c.name === 'vitrina_staff');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/admin' });
    expect(response.headers['cache-control']).toBe('no-store');

    const me = await api.inject({
      method: 'GET',
      url: '/admin/api/session',
      headers: { cookie: `vitrina_staff=${staffCookieOf(response)}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().staff.email).toBe(member.email);
  });

  it('refuses a wrong password, an unknown e-mail and a disabled member alike', async () => {
    const member = await newStaff(api, 'manager');
    const wrong = await signInStaff(api, member.email, 'not-the-password-at-all');
    const unknown = await signInStaff(api, 'nobody@vitrina.md');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.cookies).toHaveLength(0);
  });

  it('throttles an attacker at one address with 429 and Retry-After, and not the member elsewhere', async () => {
    const member = await newStaff(api, 'manager');
    const attacker = freshAddress();
    for (let i = 0; i < 5; i += 1)
      expect((await signInStaff(api, member.email, 'wrong-password-123', attacker)).statusCode).toBe(401);
    const blocked = await signInStaff(api, member.email, undefined, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Counted under staff keys only: the shop's customer sign-in counts nothing for this e-mail.
    const keys = await api.database.rows<{ key: string; failures: number }>(
      sql`select key, failures from sign_in_failures where key like ${`%${member.email.toLowerCase()}%`} `,
    );
    expect(keys.map((row) => row.key).sort()).toEqual([
      `staff-account-last:${member.email.toLowerCase()}`,
      `staff-account:${member.email.toLowerCase()}`,
      `staff-pair:${member.email.toLowerCase()} ${attacker}`,
    ]);
    // The member, at another address, signs in: the account's five failures delay only the addresses that made them.
    expect((await signInStaff(api, member.email, undefined, freshAddress())).statusCode).toBe(200);
  });

  it('ends the session on sign-out: the cookie opens nothing afterwards', async () => {
    const staff = await signedInStaff(api, 'manager');
    expect((await staff.request({ method: 'GET', url: '/admin/api/orders' })).statusCode).toBe(200);
    const out = await staff.request({ method: 'DELETE', url: '/admin/api/session' });
    expect(out.statusCode).toBe(204);
    expect((await staff.request({ method: 'GET', url: '/admin/api/orders' })).statusCode).toBe(401);
  });

  it('remembers the language a member chose', async () => {
    const staff = await signedInStaff(api, 'manager');
    const changed = await staff.request({
      method: 'PATCH',
      url: '/admin/api/session',
      payload: { locale: 'ru' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().staff.locale).toBe('ru');
    const again = await staff.request({ method: 'GET', url: '/admin/api/session' });
    expect(again.json().staff.locale).toBe('ru');
  });

  it('refuses writes that do not come from the back office itself (CSRF)', async () => {
    const staff = await signedInStaff(api, 'admin');
    const noHeader = await staff.request({
      method: 'PATCH',
      url: '/admin/api/session',
      headers: { 'x-requested-with': '' },
      payload: { locale: 'ru' },
    });
    expect(noHeader.statusCode).toBe(403);
    const otherOrigin = await staff.request({
      method: 'PATCH',
      url: '/admin/api/session',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: { locale: 'ru' },
    });
    expect(otherOrigin.statusCode).toBe(403);
    const signInFromElsewhere = await api.inject({
      method: 'POST',
      url: '/admin/api/session',
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
      payload: '{}',
    });
    expect(signInFromElsewhere.statusCode).toBe(403);
  });

  it("opens nothing to a customer's token, and a staff cookie opens nothing of a customer's", async () => {
    const customer = await newCustomer(api);
    const { access } = await signedIn(api, customer.id);
    const withToken = await api.inject({
      method: 'GET',
      url: '/admin/api/orders',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(withToken.statusCode).toBe(401);
    expect(withToken.json()).not.toHaveProperty('results');

    const staff = await signedInStaff(api, 'admin');
    const asStaff = await api.inject({
      method: 'GET',
      url: '/api/auth/me/',
      headers: { 'x-frontend-key': frontendKey, cookie: `vitrina_staff=${staff.cookie}` },
    });
    expect(asStaff.statusCode).toBe(401);
  });

  it('answers 400 naming an unknown field', async () => {
    const response = await api.inject({
      method: 'POST',
      url: '/admin/api/session',
      headers: adminHeaders,
      payload: { email: 'a@b.md', password: 'x', role: 'admin' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toContain('role');
  });
});
