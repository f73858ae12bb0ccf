import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider, ordering } from './dataProvider';

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

/** Answers every request with `status` and `body`, and records what was asked. */
function answering(status: number, body: unknown): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the data provider over /admin/api', () => {
  it('asks a list page by page, sorted the Django way, each filter its own parameter', async () => {
    const calls = answering(200, { results: [{ id: 7 }], pages: 3, total_count: 51 });
    const answer = await dataProvider.getList('orders', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { status: 'confirmed', q: 'Ion', city: '' },
    });
    expect(answer).toEqual({ data: [{ id: 7 }], total: 51 });
    const url = new URL(calls[0]?.url ?? '', 'http://x');
    expect(url.pathname).toBe('/admin/api/orders');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      status: 'confirmed',
      q: 'Ion',
      ordering: '-created_at',
      page: '2',
      page_size: '25',
    });
    expect(calls[0]?.headers.has('X-Requested-With')).toBe(false);
  });

  it('sorts only where the API allows it', () => {
    expect(ordering('orders', { field: 'grand_total', order: 'ASC' })).toEqual({ ordering: 'grand_total' });
    expect(ordering('orders', { field: 'id', order: 'ASC' })).toEqual({});
    expect(ordering('outbox', { field: 'created_at', order: 'DESC' })).toEqual({});
  });

  it('answers a page past the last as empty, so react-admin goes back to the first', async () => {
    answering(404, { detail: 'Nu a fost găsit.' });
    const answer = await dataProvider.getList('leads', {
      pagination: { page: 4, perPage: 25 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: {},
    });
    expect(answer).toEqual({ data: [], total: 0 });
  });

  it('sends only what changed, with the version it was read at, as the back office', async () => {
    const calls = answering(200, { id: 3, status: 'done', version: 5 });
    await dataProvider.update('leads', {
      id: 3,
      data: { id: 3, status: 'done', assignee_id: 2, name: 'Ion', version: 4 },
      previousData: { id: 3, status: 'new', assignee_id: 2, name: 'Ion', version: 4 },
    });
    expect(calls[0]?.method).toBe('PATCH');
    expect(calls[0]?.url).toBe('/admin/api/leads/3');
    expect(calls[0]?.body).toEqual({ status: 'done', version: 4 });
    expect(calls[0]?.headers.get('X-Requested-With')).toBe('vitrina-admin');
  });

  it("puts the API's field messages on the form's fields", async () => {
    answering(400, { password: ['Prea comună.', 'Prea scurtă.'] });
    const error = await dataProvider
      .create('staff', { data: { email: 'a@b.md', password: 'x' } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('Prea comună. Prea scurtă.');
    expect((error as HttpError).body.errors).toEqual({ password: 'Prea comună. Prea scurtă.' });
  });

  it("shows a conflict in the API's words", async () => {
    answering(409, { detail: 'Înregistrarea a fost modificată între timp.' });
    const error = await dataProvider
      .moveOrder(1, { status: 'confirmed', version: 1 })
      .catch((caught: unknown) => caught);
    expect((error as HttpError).status).toBe(409);
    expect((error as HttpError).message).toBe('Înregistrarea a fost modificată între timp.');
  });

  it('deletes content on the version it was read at, and other rows as before', async () => {
    const calls = answering(204, undefined);
    const promo = { id: 4, version: 3 };
    const answer = await dataProvider.delete('promos', { id: 4, previousData: promo });
    expect(answer.data).toEqual(promo);
    await dataProvider.delete('subscribers', { id: 9, previousData: { id: 9 } });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'DELETE /admin/api/promos/4?version=3',
      'DELETE /admin/api/subscribers/9',
    ]);
  });
});
