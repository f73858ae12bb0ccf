import {
  type AdminLead,
  adminLead,
  adminLeadRow,
  adminNote,
  adminPage,
  adminSubscriber,
} from '@vitrina/contract';
import { type CalculatorDefinition, normalizeConfiguration } from '@vitrina/pricing';
import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  calculations,
  calculatorDefinitions,
  calculatorTypes,
  callbackRequests,
  contactMessages,
  leads,
  orderCalls,
  subscriptions,
  vacancies,
  vacancyApplications,
} from '../src/db/schema';
import { postgresFileStore } from '../src/files/postgres-store';
import { auditEntries, csvOf, idsOf, token } from './support/admin';
import { type TestApi, useApi } from './support/api';
import { engines } from './support/databases';
import { newStaff, type SignedInStaff, signedInStaff } from './support/staff';

const leadList = adminPage(adminLeadRow.strict());
const subscriberList = adminPage(adminSubscriber.strict());
const fieldErrors = z.record(z.string(), z.array(z.string()));

type LeadSeed = {
  name?: string;
  phone?: string;
  email?: string;
  locale?: 'ro' | 'ru';
  status?: 'new' | 'in_progress' | 'done' | 'spam';
  assigneeId?: number | null;
  createdAt?: Date;
};

// Leads as the forms will write them: the request's own row, then its lead, in one transaction. The forms do
// not write leads yet (feedbacks is being changed), so these tests insert both themselves.

async function leadOf(
  api: TestApi,
  kind: 'callback' | 'order_call' | 'contact' | 'vacancy',
  sourceId: number,
  seed: LeadSeed,
) {
  const [row] = await api.database.db
    .insert(leads)
    .values({
      kind,
      sourceId,
      name: seed.name ?? '',
      phone: seed.phone ?? '',
      email: seed.email ?? '',
      locale: seed.locale ?? 'ro',
      status: seed.status ?? 'new',
      assigneeId: seed.assigneeId ?? null,
      ...(seed.createdAt ? { createdAt: seed.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('lead was not inserted');
  return row;
}

async function callbackLead(api: TestApi, seed: LeadSeed = {}) {
  const phone = seed.phone ?? '+373 (69) 000-111';
  const [source] = await api.database.db
    .insert(callbackRequests)
    .values({ phone, locale: seed.locale ?? 'ro' })
    .returning();
  if (!source) throw new Error('no callback');
  return leadOf(api, 'callback', source.id, { ...seed, phone });
}

async function contactLead(api: TestApi, message: string, seed: LeadSeed = {}) {
  const values = {
    name: seed.name ?? 'Elena Rusu',
    phone: seed.phone ?? '+373 (69) 222-333',
    email: seed.email ?? `elena.${token()}@mail.md`,
  };
  const [source] = await api.database.db
    .insert(contactMessages)
    .values({ ...values, message, locale: seed.locale ?? 'ro' })
    .returning();
  if (!source) throw new Error('no contact message');
  return leadOf(api, 'contact', source.id, { ...seed, ...values });
}

async function vacancyLead(
  api: TestApi,
  application: { vacancy: string; vacancyId: number | null; size?: number },
  seed: LeadSeed = {},
) {
  const values = { name: seed.name ?? 'Victor Lungu', phone: '+373 (69) 444-555', email: 'victor@mail.md' };
  const fileName = `${token()}${token()}.pdf`;
  const [source] = await api.database.db
    .insert(vacancyApplications)
    .values({
      ...values,
      vacancy: application.vacancy,
      vacancyId: application.vacancyId,
      fileName,
      fileType: 'pdf',
      fileSize: application.size ?? 1234,
      originalName: 'CV Victor.pdf',
      locale: seed.locale ?? 'ro',
    })
    .returning();
  if (!source) throw new Error('no application');
  return { lead: await leadOf(api, 'vacancy', source.id, { ...seed, ...values }), application: source };
}

/** An order call about a saved calculation of the windows calculator (its current definition). */
async function orderCallLead(api: TestApi, seed: LeadSeed = {}) {
  const [type] = await api.database.db
    .select()
    .from(calculatorTypes)
    .orderBy(asc(calculatorTypes.id))
    .limit(1);
  if (!type) throw new Error('no calculator seeded');
  const [stored] = await api.database.db
    .select()
    .from(calculatorDefinitions)
    .where(
      and(
        eq(calculatorDefinitions.calculatorTypeId, type.id),
        eq(calculatorDefinitions.version, type.currentVersion),
      ),
    );
  if (!stored) throw new Error('no definition');
  const definition = stored.definition as CalculatorDefinition;
  const width = definition.sizes.width.min;
  const height = definition.sizes.height.min;
  const { configuration } = normalizeConfiguration(definition, { width, height });
  const [calculation] = await api.database.db
    .insert(calculations)
    .values({
      calculatorTypeId: type.id,
      version: type.currentVersion,
      status: 'priced',
      configuration,
      quantity: 2,
      unitPrice: 15_000,
      total: 30_000,
    })
    .returning();
  if (!calculation) throw new Error('no calculation');
  const values = { name: seed.name ?? 'Petru Cebotari', phone: seed.phone ?? '+373 (69) 666-777' };
  const [source] = await api.database.db
    .insert(orderCalls)
    .values({
      clientName: values.name,
      clientPhone: values.phone,
      calculatorId: calculation.id,
      calculatorTypeId: type.id,
      locale: seed.locale ?? 'ro',
    })
    .returning();
  if (!source) throw new Error('no order call');
  const lead = await leadOf(api, 'order_call', source.id, { ...seed, ...values });
  return { lead, type, definition, configuration, width, height };
}

describe.each(engines)('back-office leads and subscribers ($name)', (engine) => {
  const api = useApi(engine);
  let manager: SignedInStaff;
  let admin: SignedInStaff;

  beforeAll(async () => {
    manager = await signedInStaff(api, 'manager', 'Maria Manager');
    admin = await signedInStaff(api, 'admin', 'Andrei Admin');
  });

  const list = (query: string) => manager.request({ method: 'GET', url: `/admin/api/leads?${query}` });
  const ids = async (query: string) => new Set(idsOf(await list(query)));
  const read = async (id: number, locale = 'ro', as = manager): Promise<AdminLead> => {
    const response = await as.request({
      method: 'GET',
      url: `/admin/api/leads/${id}`,
      headers: { 'accept-language': locale },
    });
    expect(response.statusCode, response.body).toBe(200);
    return adminLead.strict().parse(response.json());
  };
  const patch = (id: number, body: Record<string, unknown>, locale = 'ro') =>
    manager.request({
      method: 'PATCH',
      url: `/admin/api/leads/${id}`,
      headers: { 'accept-language': locale },
      payload: body,
    });
  const errorsOf = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(400);
    return fieldErrors.parse(response.json());
  };

  describe('the inbox', () => {
    it('lists leads newest first, filtered by kind, status, assignee and search', async () => {
      const tag = token();
      const helper = await newStaff(api, 'manager', 'Helper');
      const day = (minute: number) => new Date(Date.UTC(2026, 2, 3, 10, minute));
      const call = await callbackLead(api, { name: `Apel ${tag}`, createdAt: day(1) });
      const contact = await contactLead(api, 'Bună ziua', {
        name: `Contact ${tag}`,
        email: `scrie.${tag}@mail.md`,
        status: 'in_progress',
        assigneeId: helper.id,
        createdAt: day(2),
      });
      const job = (
        await vacancyLead(
          api,
          { vacancy: 'Montator', vacancyId: null },
          { name: `Candidat ${tag}`, status: 'done', createdAt: day(3) },
        )
      ).lead;
      const quote = (
        await orderCallLead(api, {
          name: `Oferta ${tag}`,
          phone: `+373 ${tag}`,
          assigneeId: helper.id,
          createdAt: day(4),
        })
      ).lead;

      expect(idsOf(await list(`q=${tag}`))).toEqual([quote.id, job.id, contact.id, call.id]);
      expect(idsOf(await list(`q=${tag}&ordering=created_at`))).toEqual([
        call.id,
        contact.id,
        job.id,
        quote.id,
      ]);
      // Statuses sort as work on a lead runs: new, in progress, done.
      expect(idsOf(await list(`q=${tag}&ordering=status`))).toEqual([call.id, quote.id, contact.id, job.id]);
      expect(await ids(`q=${tag}&kind=contact`)).toEqual(new Set([contact.id]));
      expect(await ids(`q=${tag}&kind=order_call`)).toEqual(new Set([quote.id]));
      expect(await ids(`q=${tag}&status=new`)).toEqual(new Set([call.id, quote.id]));
      expect(await ids(`q=${tag}&status=done`)).toEqual(new Set([job.id]));
      expect(await ids(`assignee_id=${helper.id}`)).toEqual(new Set([contact.id, quote.id]));
      expect(await ids(`assignee_id=${helper.id}&status=in_progress`)).toEqual(new Set([contact.id]));
      // Search looks at the name, the phone and the e-mail, in any case.
      expect(await ids(`q=SCRIE.${tag.toUpperCase()}`)).toEqual(new Set([contact.id]));
      expect(await ids(`q=%2B373%20${tag}`)).toEqual(new Set([quote.id]));
      expect(await ids(`q=candidat%20${tag}`)).toEqual(new Set([job.id]));

      const rows = leadList.parse((await list(`q=${tag}&ordering=created_at`)).json());
      expect(rows.total_count).toBe(4);
      expect(rows.results[1]).toMatchObject({
        kind: 'contact',
        status: 'in_progress',
        assignee_id: helper.id,
        assignee: { id: helper.id, name: 'Helper', email: helper.email },
        name: `Contact ${tag}`,
        email: `scrie.${tag}@mail.md`,
        locale: 'ro',
        version: 1,
        created_at: day(2).toISOString(),
      });
      expect(rows.results[0]?.assignee).toBeNull();

      const paged = leadList.parse((await list(`q=${tag}&page_size=3&page=2`)).json());
      expect(paged).toMatchObject({ pages: 2, total_count: 4 });
      expect(paged.results.map((row) => row.id)).toEqual([call.id]);
      expect((await list(`q=${tag}&page_size=3&page=3`)).statusCode).toBe(404);
    });

    it('refuses unknown kinds, statuses, orderings and query keys, naming them', async () => {
      expect(Object.keys(errorsOf(await list('kind=letter')))).toEqual(['kind']);
      expect(Object.keys(errorsOf(await list('status=open')))).toEqual(['status']);
      expect(Object.keys(errorsOf(await list('ordering=name')))).toEqual(['ordering']);
      expect(Object.keys(errorsOf(await list('assignee_id=me')))).toEqual(['assignee_id']);
      expect(Object.keys(errorsOf(await list('page_size=101')))).toEqual(['page_size']);
      expect(Object.keys(errorsOf(await list('assignee=1')))).toEqual(['assignee']);
    });
  });

  describe('one lead', () => {
    it('shows a call-back with its phone and nothing more', async () => {
      const lead = await callbackLead(api, { phone: '+373 (60) 123-123' });
      expect(await read(lead.id)).toMatchObject({
        id: lead.id,
        kind: 'callback',
        phone: '+373 (60) 123-123',
        message: '',
        subject: '',
        calculation: null,
        cv: null,
        notes: [],
      });
    });

    it("shows a contact message's text", async () => {
      const text = 'Aș dori o ofertă pentru 3 ferestre.\nMulțumesc!';
      const lead = await contactLead(api, text, { name: 'Elena Rusu', email: 'elena@mail.md' });
      expect(await read(lead.id)).toMatchObject({
        kind: 'contact',
        name: 'Elena Rusu',
        email: 'elena@mail.md',
        message: text,
        subject: '',
        calculation: null,
        cv: null,
      });
    });

    it("shows an application's vacancy and its CV's details", async () => {
      const [vacancy] = await api.database.db.select().from(vacancies).orderBy(asc(vacancies.id)).limit(1);
      if (!vacancy) throw new Error('no vacancy seeded');
      const { lead, application } = await vacancyLead(api, {
        vacancy: String(vacancy.id),
        vacancyId: vacancy.id,
        size: 20_480,
      });
      const body = await read(lead.id);
      expect(body).toMatchObject({
        kind: 'vacancy',
        subject: vacancy.title.ro,
        message: '',
        calculation: null,
        cv: { file_name: `cv-${application.id}.pdf`, type: 'pdf', size: 20_480 },
      });

      // An application for a vacancy the site no longer lists keeps the title it was sent with.
      const gone = await vacancyLead(api, { vacancy: 'Vânzător-consultant', vacancyId: null });
      expect((await read(gone.lead.id)).subject).toBe('Vânzător-consultant');
    });

    it("shows an order call's calculation in the member's language, with a link that reopens it", async () => {
      const { lead, type, definition, width, height, configuration } = await orderCallLead(api);
      const ro = await read(lead.id);
      expect(ro.kind).toBe('order_call');
      expect(ro.subject).toBe(type.title.ro);
      expect(ro.calculation).toMatchObject({
        calculator_type_id: type.id,
        version: type.currentVersion,
        title: type.title.ro,
        price: 30_000,
        configuration: { width, height },
      });
      const calculation = ro.calculation;
      if (!calculation) throw new Error('no calculation');
      expect(calculation.summary[0]).toBe(
        `${definition.sizes.width.label.ro} × ${definition.sizes.height.label.ro}: ${width} × ${height} mm`,
      );
      expect(calculation.summary.length).toBeGreaterThan(1);
      const firstFeature = definition.features[0];
      if (firstFeature) expect(calculation.summary[1]).toMatch(new RegExp(`^${firstFeature.label.ro}: `));
      // The storefront's configurator (PUBLIC_ORIGIN), not a path on the API that serves the back office.
      const url = new URL(calculation.configurator_url);
      expect(url.origin).toBe('http://localhost:3000');
      expect(url.pathname.startsWith(`/calculators/${type.categorySlug}`)).toBe(true);
      expect(url.searchParams.get('w')).toBe(String(width));
      expect(url.searchParams.get('h')).toBe(String(height));
      expect(url.searchParams.get('qty')).toBe('2');
      for (const [feature, option] of Object.entries(configuration.options))
        expect(url.searchParams.get(feature), feature).toBe(option);

      // A member who works in Russian reads it in Russian.
      const russian = await signedInStaff(api, 'manager', 'Olga');
      await russian.request({ method: 'PATCH', url: '/admin/api/session', payload: { locale: 'ru' } });
      const ru = await read(lead.id, 'ru', russian);
      expect(ru.subject).toBe(type.title.ru);
      expect(ru.calculation?.summary[0]).toBe(
        `${definition.sizes.width.label.ru} × ${definition.sizes.height.label.ru}: ${width} × ${height} мм`,
      );
      expect(ru.calculation?.summary).not.toEqual(calculation.summary);
      expect(ru.calculation?.configurator_url).toBe(calculation.configurator_url);
    });

    it('answers 404 for a lead that does not exist', async () => {
      const response = await manager.request({ method: 'GET', url: '/admin/api/leads/2147483000' });
      expect(response.statusCode).toBe(404);
      expect(Object.keys(response.json())).toEqual(['detail']);
    });
  });

  describe('handling a lead', () => {
    it('changes its status and assignee on the version it was read at, and audits it', async () => {
      const lead = await callbackLead(api);
      const helper = await newStaff(api, 'manager', 'Helper');

      const taken = await patch(lead.id, { version: 1, status: 'in_progress', assignee_id: helper.id });
      expect(taken.statusCode, taken.body).toBe(200);
      expect(adminLead.parse(taken.json())).toMatchObject({
        status: 'in_progress',
        assignee_id: helper.id,
        assignee: { id: helper.id, name: 'Helper', email: helper.email },
        version: 2,
      });

      // Only what is sent changes.
      const done = await patch(lead.id, { version: 2, status: 'done' });
      expect(adminLead.parse(done.json())).toMatchObject({
        status: 'done',
        assignee_id: helper.id,
        version: 3,
      });
      const unassigned = await patch(lead.id, { version: 3, assignee_id: null });
      expect(adminLead.parse(unassigned.json())).toMatchObject({
        status: 'done',
        assignee_id: null,
        assignee: null,
        version: 4,
      });

      const entries = await auditEntries(admin, {
        entity: 'lead',
        entity_id: lead.id,
        action: 'lead.update',
      });
      expect(entries.map((entry) => [entry.before, entry.after])).toEqual([
        [
          { status: 'done', assignee_id: helper.id },
          { status: 'done', assignee_id: null },
        ],
        [
          { status: 'in_progress', assignee_id: helper.id },
          { status: 'done', assignee_id: helper.id },
        ],
        [
          { status: 'new', assignee_id: null },
          { status: 'in_progress', assignee_id: helper.id },
        ],
      ]);
      expect(entries.every((entry) => entry.actor === manager.email)).toBe(true);
    });

    it('refuses a stale version with 409 and changes nothing', async () => {
      const lead = await callbackLead(api);
      expect((await patch(lead.id, { version: 1, status: 'in_progress' })).statusCode).toBe(200);
      const stale = await patch(lead.id, { version: 1, status: 'spam' }, 'ru');
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        detail: 'Запись тем временем изменил кто-то другой. Обновите страницу и повторите.',
      });
      expect(await read(lead.id)).toMatchObject({ status: 'in_progress', version: 2 });
    });

    it('refuses an unknown or disabled assignee on assignee_id', async () => {
      const lead = await callbackLead(api);
      const unknown = await patch(lead.id, { version: 1, assignee_id: 2_147_483_000 });
      expect(errorsOf(unknown)).toEqual({ assignee_id: ['Membrul echipei nu există sau este dezactivat.'] });
      // Past an int4, no row can have the id or the version: named, not a 500 from the database.
      expect(Object.keys(errorsOf(await patch(lead.id, { version: 1, assignee_id: 2 ** 53 - 1 })))).toEqual([
        'assignee_id',
      ]);
      expect(Object.keys(errorsOf(await patch(lead.id, { version: 2 ** 31, status: 'done' })))).toEqual([
        'version',
      ]);

      const leaver = await newStaff(api, 'manager', 'Leaver');
      const disabled = await admin.request({
        method: 'PATCH',
        url: `/admin/api/staff/${leaver.id}`,
        payload: { version: 1, disabled: true },
      });
      expect(disabled.statusCode, disabled.body).toBe(200);
      const toLeaver = await patch(lead.id, { version: 1, status: 'in_progress', assignee_id: leaver.id });
      expect(Object.keys(errorsOf(toLeaver))).toEqual(['assignee_id']);

      expect(await read(lead.id)).toMatchObject({ status: 'new', assignee_id: null, version: 1 });
      expect(await auditEntries(admin, { entity: 'lead', entity_id: lead.id })).toEqual([]);
    });

    it('refuses an unknown status or field, and answers 404 for a missing lead', async () => {
      const lead = await callbackLead(api);
      expect(Object.keys(errorsOf(await patch(lead.id, { version: 1, status: 'closed' })))).toEqual([
        'status',
      ]);
      expect(Object.keys(errorsOf(await patch(lead.id, { version: 1, kind: 'contact' })))).toEqual(['kind']);
      // A status nested 10 000 arrays deep is named like any other wrong one, not echoed.
      const deep = await admin.request({
        method: 'PATCH',
        url: `/admin/api/leads/${lead.id}`,
        headers: { 'content-type': 'application/json' },
        payload: `{"version": 1, "status": ${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
      });
      expect(errorsOf(deep)).toEqual({ status: ['Valoare nevalidă.'] });
      expect((await patch(2_147_483_000, { version: 1, status: 'done' })).statusCode).toBe(404);
    });

    it('keeps notes with their author, oldest first, audited', async () => {
      const lead = await callbackLead(api);
      const note = (text: string, as = manager) =>
        as.request({ method: 'POST', url: `/admin/api/leads/${lead.id}/notes`, payload: { text } });
      expect((await note('Nu răspunde, revin la 15.')).statusCode).toBe(201);
      const second = await note('A comandat 2 ferestre.', admin);
      expect(second.statusCode).toBe(201);
      const notes = z.array(adminNote.strict()).parse(second.json());
      expect(notes.map((entry) => [entry.text, entry.staff])).toEqual([
        ['Nu răspunde, revin la 15.', { id: manager.id, name: 'Maria Manager', email: manager.email }],
        ['A comandat 2 ferestre.', { id: admin.id, name: 'Andrei Admin', email: admin.email }],
      ]);
      expect((await read(lead.id)).notes).toEqual(notes);
      // A note leaves the lead's version alone: nobody's open edit goes stale for it.
      expect((await read(lead.id)).version).toBe(1);
      const entries = await auditEntries(admin, { entity: 'lead', entity_id: lead.id, action: 'lead.note' });
      expect(entries.map((entry) => [entry.actor, entry.after?.text])).toEqual([
        [admin.email, 'A comandat 2 ferestre.'],
        [manager.email, 'Nu răspunde, revin la 15.'],
      ]);

      expect(Object.keys(errorsOf(await note('')))).toEqual(['text']);
      const missing = await manager.request({
        method: 'POST',
        url: '/admin/api/leads/2147483000/notes',
        payload: { text: 'nimic' },
      });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe("an application's CV", () => {
    it('downloads the stored file as an attachment of its type', async () => {
      const { lead, application } = await vacancyLead(api, { vacancy: 'Montator', vacancyId: null });
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
      // Stored the way an accepted application's CV is: in the file store, not on this process's disk.
      await postgresFileStore(api.database).put(`cv/${application.fileName}`, pdf, 'application/pdf');

      const response = await manager.request({ method: 'GET', url: `/admin/api/leads/${lead.id}/cv` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="cv-${application.id}.pdf"`);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.rawPayload.equals(pdf)).toBe(true);
    });

    it('answers 404 for a lead that is not an application, or whose file is gone', async () => {
      const contact = await contactLead(api, 'Salut');
      const notApplication = await manager.request({
        method: 'GET',
        url: `/admin/api/leads/${contact.id}/cv`,
      });
      expect(notApplication.statusCode).toBe(404);
      expect(notApplication.json()).toEqual({ detail: 'Această cerere nu are CV.' });

      const missing = await manager.request({ method: 'GET', url: '/admin/api/leads/2147483000/cv' });
      expect(missing.statusCode).toBe(404);

      const { lead, application } = await vacancyLead(api, { vacancy: 'Montator', vacancyId: null });
      await postgresFileStore(api.database).delete(`cv/${application.fileName}`);
      const gone = await manager.request({ method: 'GET', url: `/admin/api/leads/${lead.id}/cv` });
      expect(gone.statusCode).toBe(404);
      expect(Object.keys(gone.json())).toEqual(['detail']);
    });
  });

  describe('subscribers', () => {
    const subscribe = async (email: string, at: Date, unsubscribedAt: Date | null = null) => {
      const [row] = await api.database.db
        .insert(subscriptions)
        .values({ email, locale: 'ru', createdAt: at, unsubscribedAt })
        .returning();
      if (!row) throw new Error('no subscription');
      return row;
    };
    const subscribers = (query: string) =>
      manager.request({ method: 'GET', url: `/admin/api/subscribers?${query}` });

    it('lists subscribers newest first, the active ones apart, and exports them as CSV', async () => {
      const tag = token();
      const first = await subscribe(`ana.${tag}@mail.md`, new Date('2026-01-01T10:00:00Z'));
      const left = await subscribe(
        `boris.${tag}@mail.md`,
        new Date('2026-01-02T10:00:00Z'),
        new Date('2026-01-05T10:00:00Z'),
      );
      const formula = await subscribe(`=cmd.${tag}@mail.md`, new Date('2026-01-03T10:00:00Z'));

      const all = subscriberList.parse((await subscribers(`q=${tag}`)).json());
      expect(all.results.map((row) => row.id)).toEqual([formula.id, left.id, first.id]);
      expect(all.total_count).toBe(3);
      expect(all.results[1]).toEqual({
        id: left.id,
        email: `boris.${tag}@mail.md`,
        locale: 'ru',
        created_at: '2026-01-02T10:00:00.000Z',
        unsubscribed_at: '2026-01-05T10:00:00.000Z',
      });
      expect(idsOf(await subscribers(`q=${tag}&active=true`))).toEqual([formula.id, first.id]);
      expect(idsOf(await subscribers(`q=${tag}&active=false`))).toEqual([left.id]);
      expect(idsOf(await subscribers(`q=${tag}&ordering=email`))).toEqual([formula.id, first.id, left.id]);
      const refused = await subscribers('active=yes');
      expect(Object.keys(errorsOf(refused))).toEqual(['active']);

      const csv = await manager.request({
        method: 'GET',
        url: `/admin/api/subscribers/export.csv?q=${tag}&active=true&ordering=created_at`,
      });
      const [header, ...rows] = csvOf(csv, 'subscribers');
      expect(header).toEqual(['E-mail', 'Limba', 'Abonat la', 'Dezabonat la']);
      expect(rows).toEqual([
        [`ana.${tag}@mail.md`, 'ru', '2026-01-01T10:00:00.000Z', ''],
        [`'=cmd.${tag}@mail.md`, 'ru', '2026-01-03T10:00:00.000Z', ''],
      ]);
      const everyone = csvOf(
        await manager.request({ method: 'GET', url: `/admin/api/subscribers/export.csv?q=${tag}` }),
        'subscribers',
      );
      expect(everyone).toHaveLength(4);
    });

    it('unsubscribes someone: the row stays, marked, and the audit log says who did it', async () => {
      const tag = token();
      const row = await subscribe(`plec.${tag}@mail.md`, new Date('2026-01-01T10:00:00Z'));
      const removed = await manager.request({ method: 'DELETE', url: `/admin/api/subscribers/${row.id}` });
      expect(removed.statusCode, removed.body).toBe(200);
      const body = adminSubscriber.strict().parse(removed.json());
      expect(body.unsubscribed_at).not.toBeNull();
      expect(body.email).toBe(`plec.${tag}@mail.md`);

      expect(idsOf(await subscribers(`q=${tag}`))).toEqual([row.id]);
      expect(idsOf(await subscribers(`q=${tag}&active=true`))).toEqual([]);
      const [stored] = await api.database.db.select().from(subscriptions).where(eq(subscriptions.id, row.id));
      expect(stored?.unsubscribedAt?.toISOString()).toBe(body.unsubscribed_at);

      // Unsubscribing again keeps the first date.
      const again = await manager.request({ method: 'DELETE', url: `/admin/api/subscribers/${row.id}` });
      expect(adminSubscriber.parse(again.json()).unsubscribed_at).toBe(body.unsubscribed_at);

      const [entry] = (
        await auditEntries(admin, {
          entity: 'subscriber',
          entity_id: row.id,
          action: 'subscriber.unsubscribe',
        })
      ).slice(-1);
      expect(entry).toMatchObject({ actor: manager.email, after: { email: `plec.${tag}@mail.md` } });

      const missing = await manager.request({ method: 'DELETE', url: '/admin/api/subscribers/2147483000' });
      expect(missing.statusCode).toBe(404);
    });
  });
});
