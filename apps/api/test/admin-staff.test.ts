import { adminAuditEntry, adminPage, type StaffMember, staffMember } from '@vitrina/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { staff } from '../src/db/schema';
import { auditEntries, shopDateFromToday, token } from './support/admin';
import { useApi } from './support/api';
import { engines } from './support/databases';
import {
  newStaff,
  type SignedInStaff,
  signedInStaff,
  signInStaff,
  staffCookieOf,
  staffPasswordForTests,
} from './support/staff';

const staffList = adminPage(staffMember.strict());
const auditPage = adminPage(adminAuditEntry.strict());
const fieldErrors = z.record(z.string(), z.array(z.string()));
const newPassword = 'Geam-Dublu-Termopan-77';

describe.each(engines)('back-office staff and audit ($name)', (engine) => {
  const api = useApi(engine);
  let admin: SignedInStaff;
  let manager: SignedInStaff;

  beforeAll(async () => {
    admin = await signedInStaff(api, 'admin', 'Andrei Admin');
    manager = await signedInStaff(api, 'manager', 'Maria Manager');
  });

  const create = (body: Record<string, unknown>, as = admin) =>
    as.request({ method: 'POST', url: '/admin/api/staff', payload: body });
  const update = (id: number, body: Record<string, unknown>, as = admin, locale = 'ro') =>
    as.request({
      method: 'PATCH',
      url: `/admin/api/staff/${id}`,
      headers: { 'accept-language': locale },
      payload: body,
    });
  const resetPassword = (id: number, password: string, as = admin) =>
    as.request({ method: 'POST', url: `/admin/api/staff/${id}/password`, payload: { password } });
  const member = async (id: number): Promise<StaffMember> => {
    const response = await admin.request({ method: 'GET', url: `/admin/api/staff/${id}` });
    expect(response.statusCode, response.body).toBe(200);
    return staffMember.strict().parse(response.json());
  };
  const errorsOf = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(400);
    return fieldErrors.parse(response.json());
  };
  /** A request with the session cookie of a sign-in answer. */
  const withCookie = (cookie: string, url = '/admin/api/session') =>
    api.inject({ method: 'GET', url, headers: { cookie: `vitrina_staff=${cookie}` } });
  const expectForbidden = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toEqual({ detail: 'Rolul dumneavoastră nu permite această acțiune.' });
  };

  describe('what a manager may do', () => {
    it('refuses a manager every change of staff, any member, and the audit log: 403, no data', async () => {
      const email = `intrus.${token()}@vitrina.md`;
      expectForbidden(await create({ email, name: 'X', role: 'admin', password: newPassword }, manager));
      expectForbidden(await create({}, manager));
      expect(await api.database.db.select().from(staff).where(eq(staff.email, email))).toEqual([]);

      expectForbidden(await update(manager.id, { version: 1, role: 'admin' }, manager));
      expectForbidden(await update(admin.id, { version: 1, disabled: true }, manager));
      expectForbidden(await manager.request({ method: 'GET', url: `/admin/api/staff/${admin.id}` }));
      expectForbidden(await resetPassword(admin.id, newPassword, manager));
      expectForbidden(await resetPassword(admin.id, 'x', manager));
      expectForbidden(await manager.request({ method: 'GET', url: '/admin/api/audit' }));
      expectForbidden(await manager.request({ method: 'GET', url: '/admin/api/audit?entity=staff' }));

      // Nothing changed: the admin still is one, and still signs in with their own password.
      expect(await member(admin.id)).toMatchObject({ role: 'admin', disabled: false, version: 1 });
      expect(await member(manager.id)).toMatchObject({ role: 'manager', version: 1 });
      expect((await admin.request({ method: 'GET', url: '/admin/api/session' })).statusCode).toBe(200);
    });

    it('lets a manager list the staff to choose an assignee, without password hashes', async () => {
      const response = await manager.request({ method: 'GET', url: '/admin/api/staff?page_size=100' });
      expect(response.statusCode).toBe(200);
      const body = staffList.parse(response.json());
      expect(body.results.map((row) => row.email)).toEqual(
        expect.arrayContaining([admin.email, manager.email]),
      );
      expect(body.results.find((row) => row.id === manager.id)).toMatchObject({
        name: 'Maria Manager',
        role: 'manager',
        disabled: false,
      });
      expect(response.body).not.toMatch(/argon2|password/i);
    });
  });

  describe('adding members', () => {
    it('adds a manager who can then sign in', async () => {
      const email = `nou.${token()}@vitrina.md`;
      const response = await create({ email, name: 'Nicolae Nou', role: 'manager', password: newPassword });
      expect(response.statusCode, response.body).toBe(201);
      const added = staffMember.strict().parse(response.json());
      expect(added).toMatchObject({
        email,
        name: 'Nicolae Nou',
        role: 'manager',
        locale: 'ro',
        disabled: false,
        version: 1,
      });
      expect(response.body).not.toMatch(/argon2/);

      const signIn = await signInStaff(api, email, newPassword);
      expect(signIn.statusCode).toBe(200);
      expect(signIn.json().staff).toMatchObject({ id: added.id, role: 'manager' });

      const [entry] = await auditEntries(admin, { entity: 'staff', entity_id: added.id });
      expect(entry).toMatchObject({
        action: 'staff.create',
        actor: admin.email,
        staff: { id: admin.id, email: admin.email },
        before: null,
        after: { id: added.id, email, name: 'Nicolae Nou', role: 'manager', locale: 'ro', disabled: false },
      });
    });

    it('refuses an e-mail already taken in any case, a short password and a common one', async () => {
      const taken = await newStaff(api, 'manager');
      const duplicate = await create({
        email: taken.email.toUpperCase(),
        name: 'Dublură',
        role: 'manager',
        password: newPassword,
      });
      expect(errorsOf(duplicate)).toEqual({ email: ['Există deja un membru al echipei cu acest e-mail.'] });

      const email = `scurt.${token()}@vitrina.md`;
      const short = await create({ email, role: 'manager', password: 'Scurta-123' });
      expect(Object.keys(errorsOf(short))).toEqual(['password']);
      const common = await create({ email, role: 'manager', password: 'password1234' });
      expect(Object.keys(errorsOf(common))).toEqual(['password']);
      const commonAnyCase = await create({ email, role: 'manager', password: 'PASSWORD1234' });
      expect(Object.keys(errorsOf(commonAnyCase))).toEqual(['password']);
      expect(Object.keys(errorsOf(await create({ email, role: 'owner', password: newPassword })))).toEqual([
        'role',
      ]);
      expect(
        Object.keys(
          errorsOf(await create({ email: 'not-an-email', role: 'manager', password: newPassword })),
        ),
      ).toEqual(['email']);
      expect(
        Object.keys(
          errorsOf(await create({ email, role: 'manager', password: newPassword, disabled: true })),
        ),
      ).toEqual(['disabled']);

      expect(await api.database.db.select().from(staff).where(eq(staff.email, email))).toEqual([]);
      expect((await signInStaff(api, email, newPassword)).statusCode).toBe(401);
    });
  });

  describe('changing members', () => {
    it('disables a member, whose open session stops at once, and enables them again', async () => {
      const leaver = await signedInStaff(api, 'manager', 'Leaver');
      expect((await leaver.request({ method: 'GET', url: '/admin/api/orders' })).statusCode).toBe(200);

      const disabled = await update(leaver.id, { version: 1, disabled: true });
      expect(disabled.statusCode, disabled.body).toBe(200);
      expect(staffMember.parse(disabled.json())).toMatchObject({ disabled: true, version: 2 });

      const out = await leaver.request({ method: 'GET', url: '/admin/api/orders' });
      expect(out.statusCode).toBe(401);
      expect(out.json()).not.toHaveProperty('results');
      expect((await signInStaff(api, leaver.email)).statusCode).toBe(401);
      const active = staffList.parse(
        (await manager.request({ method: 'GET', url: '/admin/api/staff?active=true&page_size=100' })).json(),
      );
      expect(active.results.map((row) => row.id)).not.toContain(leaver.id);

      const enabled = await update(leaver.id, { version: 2, disabled: false });
      expect(staffMember.parse(enabled.json())).toMatchObject({ disabled: false, version: 3 });
      // The session that was ended stays ended; a new sign-in works.
      expect((await leaver.request({ method: 'GET', url: '/admin/api/orders' })).statusCode).toBe(401);
      const again = await signInStaff(api, leaver.email);
      expect(again.statusCode).toBe(200);
      expect((await withCookie(staffCookieOf(again))).statusCode).toBe(200);

      const entries = await auditEntries(admin, {
        entity: 'staff',
        entity_id: leaver.id,
        action: 'staff.update',
      });
      expect(entries.map((entry) => [entry.before?.disabled, entry.after?.disabled])).toEqual([
        [true, false],
        [false, true],
      ]);
    });

    it('changes name, role and language; a demoted admin loses admin pages at once', async () => {
      const other = await signedInStaff(api, 'admin', 'Alt Admin');
      expect((await other.request({ method: 'GET', url: '/admin/api/audit' })).statusCode).toBe(200);
      const changed = await update(other.id, { version: 1, name: 'Ana Alt', role: 'manager', locale: 'ru' });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(staffMember.parse(changed.json())).toMatchObject({
        name: 'Ana Alt',
        role: 'manager',
        locale: 'ru',
        version: 2,
      });
      expectForbidden(await other.request({ method: 'GET', url: '/admin/api/audit' }));
      // Still signed in, as a manager.
      expect((await other.request({ method: 'GET', url: '/admin/api/orders' })).statusCode).toBe(200);
      const [entry] = await auditEntries(admin, { entity: 'staff', entity_id: other.id });
      expect(entry?.before).toMatchObject({ name: 'Alt Admin', role: 'admin', locale: 'ro' });
      expect(entry?.after).toMatchObject({ name: 'Ana Alt', role: 'manager', locale: 'ru' });
    });

    it('lets no admin disable or demote themselves', async () => {
      const self = await signedInStaff(api, 'admin', 'Eu');
      const disable = await update(self.id, { version: 1, disabled: true }, self);
      expect(disable.statusCode).toBe(409);
      expect(disable.json()).toEqual({ detail: 'Nu vă puteți dezactiva sau retrograda propriul cont.' });
      const demote = await update(self.id, { version: 1, role: 'manager' }, self, 'ru');
      expect(demote.statusCode).toBe(409);
      expect(demote.json().detail).toBe('Нельзя отключить свою учётную запись или понизить свою роль.');
      const both = await update(self.id, { version: 1, disabled: true, role: 'manager' }, self);
      expect(both.statusCode).toBe(409);

      expect(await member(self.id)).toMatchObject({ role: 'admin', disabled: false, version: 1 });
      expect((await self.request({ method: 'GET', url: '/admin/api/audit' })).statusCode).toBe(200);
      // Their own name and language they may change.
      expect((await update(self.id, { version: 1, name: 'Eu Însumi' }, self)).statusCode).toBe(200);
    });

    it('refuses a change made on a stale version, and answers 404 for a missing member', async () => {
      const target = await newStaff(api, 'manager', 'Țintă');
      expect((await update(target.id, { version: 1, name: 'Primul' })).statusCode).toBe(200);
      const stale = await update(target.id, { version: 1, role: 'admin' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        detail:
          'Înregistrarea a fost modificată între timp de altcineva. Reîncărcați pagina și încercați din nou.',
      });
      expect(await member(target.id)).toMatchObject({ name: 'Primul', role: 'manager', version: 2 });

      expect((await update(2_147_483_000, { version: 1, name: 'Nimeni' })).statusCode).toBe(404);
      expect((await admin.request({ method: 'GET', url: '/admin/api/staff/2147483000' })).statusCode).toBe(
        404,
      );
      expect((await resetPassword(2_147_483_000, newPassword)).statusCode).toBe(404);
      expect(Object.keys(errorsOf(await update(target.id, { version: 2, email: 'x@y.md' })))).toEqual([
        'email',
      ]);
    });

    it("resets a member's password: their sessions end, the old password fails, the new one works", async () => {
      const target = await signedInStaff(api, 'manager', 'Uituc');
      expect(Object.keys(errorsOf(await resetPassword(target.id, 'scurtă')))).toEqual(['password']);
      expect(Object.keys(errorsOf(await resetPassword(target.id, 'password1234')))).toEqual(['password']);
      expect((await target.request({ method: 'GET', url: '/admin/api/session' })).statusCode).toBe(200);

      const reset = await resetPassword(target.id, newPassword);
      expect(reset.statusCode, reset.body).toBe(200);
      expect(reset.body).not.toMatch(/argon2/);
      expect((await target.request({ method: 'GET', url: '/admin/api/session' })).statusCode).toBe(401);
      expect((await signInStaff(api, target.email, staffPasswordForTests)).statusCode).toBe(401);
      const signIn = await signInStaff(api, target.email, newPassword);
      expect(signIn.statusCode).toBe(200);
      expect((await withCookie(staffCookieOf(signIn))).statusCode).toBe(200);

      const [entry] = await auditEntries(admin, { entity: 'staff', entity_id: target.id });
      expect(entry).toMatchObject({
        action: 'staff.password',
        actor: admin.email,
        before: null,
        after: null,
      });
    });
  });

  describe('the audit log', () => {
    it('lists changes newest first with their actor, filtered by member, entity, action and day', async () => {
      const second = await signedInStaff(api, 'admin', 'Al Doilea');
      const added = staffMember.parse(
        (
          await create(
            { email: `jurnal.${token()}@vitrina.md`, role: 'manager', password: newPassword },
            second,
          )
        ).json(),
      );
      expect((await update(added.id, { version: 1, name: 'Jurnal' }, second)).statusCode).toBe(200);
      expect((await resetPassword(added.id, `${newPassword}-2`, second)).statusCode).toBe(200);

      const bySecond = await auditEntries(admin, { staff_id: second.id });
      expect(bySecond.map((entry) => entry.action)).toEqual([
        'staff.password',
        'staff.update',
        'staff.create',
      ]);
      expect(bySecond.every((entry) => entry.actor === second.email && entry.staff?.id === second.id)).toBe(
        true,
      );
      expect(
        bySecond.every((entry) => entry.entity === 'staff' && entry.entity_id === String(added.id)),
      ).toBe(true);
      const times = bySecond.map((entry) => Date.parse(entry.at));
      expect([...times].sort((a, b) => b - a)).toEqual(times);

      expect((await auditEntries(admin, { staff_id: second.id, action: 'staff.update' })).length).toBe(1);
      expect((await auditEntries(admin, { staff_id: second.id, entity: 'order' })).length).toBe(0);
      const updates = await auditEntries(admin, { action: 'staff.update', page_size: 100 });
      expect(updates.length).toBeGreaterThan(0);
      expect(updates.every((entry) => entry.action === 'staff.update')).toBe(true);
      const creations = await auditEntries(admin, { entity: 'staff', page_size: 100 });
      expect(creations.every((entry) => entry.entity === 'staff')).toBe(true);

      // Days are the shop's: today's entries are in from yesterday to tomorrow, not before or after.
      expect(
        await auditEntries(admin, {
          staff_id: second.id,
          from: shopDateFromToday(-1),
          to: shopDateFromToday(1),
        }),
      ).toHaveLength(3);
      expect(await auditEntries(admin, { staff_id: second.id, from: shopDateFromToday(1) })).toHaveLength(0);
      expect(await auditEntries(admin, { staff_id: second.id, to: shopDateFromToday(-2) })).toHaveLength(0);

      // The command line acts as nobody in particular.
      const byCli = await auditEntries(admin, {
        entity: 'staff',
        entity_id: second.id,
        action: 'staff.create',
      });
      expect(byCli).toEqual([expect.objectContaining({ actor: 'cli', staff: null })]);
    });

    it('pages like every list and refuses unknown filters', async () => {
      const page = auditPage.parse(
        (await admin.request({ method: 'GET', url: '/admin/api/audit?page_size=1' })).json(),
      );
      expect(page.results).toHaveLength(1);
      expect(page.pages).toBe(page.total_count);
      const past = await admin.request({
        method: 'GET',
        url: `/admin/api/audit?page_size=100&page=${page.pages + 1}`,
      });
      expect(past.statusCode).toBe(404);
      const unknown = await admin.request({ method: 'GET', url: '/admin/api/audit?user=1' });
      expect(Object.keys(errorsOf(unknown))).toEqual(['user']);
      const badDay = await admin.request({ method: 'GET', url: '/admin/api/audit?from=2026-13-01' });
      expect(Object.keys(errorsOf(badDay))).toEqual(['from']);
    });

    it('never holds a password hash', async () => {
      const target = await newStaff(api, 'manager', 'Hash');
      expect((await resetPassword(target.id, newPassword)).statusCode).toBe(200);
      expect((await update(target.id, { version: 2, role: 'admin' })).statusCode).toBe(200);
      const dump: string[] = [];
      for (let page = 1; ; page += 1) {
        const response = await admin.request({
          method: 'GET',
          url: `/admin/api/audit?page_size=100&page=${page}`,
        });
        if (response.statusCode === 404) break;
        expect(response.statusCode).toBe(200);
        dump.push(response.body);
        if (page >= auditPage.parse(response.json()).pages) break;
      }
      expect(dump.join('').length).toBeGreaterThan(100);
      expect(dump.join('')).toMatch(/staff\.password/);
      expect(dump.join('')).not.toMatch(/argon2/i);
      expect(dump.join('')).not.toMatch(/password_?hash/i);
    });
  });
});
