import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { memoryStore } from '../src/cache/memory-store';
import { openPglite } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed';
import { apiMessages } from '../src/i18n/messages';
import { engines, type TestDatabase } from './support/databases';

describe.each(engines)('database on $name', (engine) => {
  let opened: TestDatabase;
  beforeAll(async () => {
    opened = await engine.open();
  });
  afterAll(() => opened?.drop());

  const counts = () =>
    opened.database.rows<Record<string, number>>(sql`select
      (select count(*)::int from menu_items) as items,
      (select count(*)::int from menu_column_items) as links,
      (select count(*)::int from seo_contents) as seo,
      (select count(*)::int from home_section_items) as home`);

  it('migrates and seeds again without changing anything', async () => {
    const before = await counts();
    await migrate(opened.database);
    expect(await seed(opened.database)).toEqual([]);
    expect(await counts()).toEqual(before);
    expect(before[0]?.seo).toBe(12);
  });

  it('keeps every text in ro and ru', async () => {
    const missing = await opened.database.rows<{ title: unknown }>(
      sql`select title from menu_column_items where not (title ? 'ro' and title ? 'ru')
          union all select title from menu_items where not (title ? 'ro' and title ? 'ru')`,
    );
    expect(missing).toEqual([]);
  });
});

describe('when the database is gone', () => {
  it('stays live, is not ready, and answers every route 503 with Retry-After in the visitor language', async () => {
    const database = await openPglite(undefined, new Blob([await readFile(inject('pgliteDump'))]));
    const app = await buildApp({
      config: { frontendKey: 'k', publicOrigin: 'http://localhost:3000', logLevel: 'silent' },
      database,
      cache: memoryStore(),
      logger: false,
    });
    await database.close();
    for (const url of ['/health', '/health/ready']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['retry-after'], url).toMatch(/^\d+$/);
      expect(response.json(), url).toEqual({ status: 'error', database: 'error' });
    }
    expect((await app.inject({ method: 'GET', url: '/health/live' })).json()).toEqual({ status: 'ok' });
    for (const locale of ['ro', 'ru'] as const) {
      const response = await app.inject({
        method: 'GET',
        url: '/menu/nav',
        headers: { 'x-frontend-key': 'k', 'accept-language': locale },
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toMatch(/^\d+$/);
      expect(response.json()).toEqual({ detail: apiMessages[locale].databaseUnavailable });
    }
    await app.close();
  });
});
