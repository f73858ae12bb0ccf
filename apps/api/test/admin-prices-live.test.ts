import { randomUUID } from 'node:crypto';
import type { CalculatorDefinition } from '@vitrina/pricing';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { redisStore } from '../src/cache/redis-store';
import { frontendKey, secondProcessConfig, useApi } from './support/api';
import { engines } from './support/databases';
import { adminHeaders, newStaff, signInStaff, staffCookieOf } from './support/staff';

// Live prices with several API processes (docs/adr/0024): two processes share the database and Redis; the one
// that publishes clears the public answers for both, so the other serves the new version at once.

const windows = 1;
const redisUrl = process.env.TEST_REDIS_URL ?? '';

describe.skipIf(!process.env.TEST_REDIS_URL).each(engines)(
  'a publish seen by every API process ($name)',
  (engine) => {
    const api = useApi(engine);
    const apps: FastifyInstance[] = [];
    // Keys of their own: the engines' runs, and other suites running beside this one, share one Redis.
    const namespace = `test-${randomUUID()}`;

    afterAll(async () => {
      const store = await redisStore(redisUrl, namespace);
      await store.clear();
      await store.close();
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
    });

    const apiProcess = async () => {
      const config = secondProcessConfig;
      const app = await buildApp({
        config,
        database: api.database,
        cache: await redisStore(redisUrl, namespace),
        logger: false,
      });
      apps.push(app);
      return app;
    };
    const read = async (app: FastifyInstance, locale: 'ro' | 'ru') => {
      const response = await app.inject({
        method: 'GET',
        url: `/calculator/calculator-types/${windows}/`,
        headers: { 'x-frontend-key': frontendKey, 'accept-language': locale },
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as { definition: CalculatorDefinition };
      return {
        cache: response.headers['x-cache'],
        version: body.definition.version,
        definition: body.definition,
      };
    };

    it('serves the new version from the other process right after the publish, in both languages', async () => {
      const publisher = await apiProcess();
      const other = await apiProcess();
      for (const locale of ['ro', 'ru'] as const) {
        await read(other, locale);
        expect((await read(other, locale)).cache).toBe('HIT');
      }
      const before = await read(other, 'ro');

      const member = await newStaff(api, 'admin');
      const cookie = staffCookieOf(await signInStaff(api, member.email));
      const asAdmin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
        publisher.inject({
          method,
          url,
          headers: { ...adminHeaders, cookie: `vitrina_staff=${cookie}` },
          ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
        });
      const grid = before.definition.base;
      if (grid.model !== 'grid') throw new Error('windows are priced by a grid');
      const raised = {
        ...before.definition,
        base: {
          ...grid,
          prices: {
            ...grid.prices,
            'rehau-blitz-60': grid.prices['rehau-blitz-60']?.map((row) => row.map((p) => p + 100)),
          },
        },
      };
      const saved = await asAdmin('PUT', `/admin/api/calculators/${windows}/draft`, {
        revision: 0,
        definition: raised,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const published = await asAdmin('POST', `/admin/api/calculators/${windows}/publish`, { revision: 1 });
      expect(published.statusCode, published.body).toBe(200);

      for (const locale of ['ro', 'ru'] as const) {
        const after = await read(other, locale);
        expect(after.cache).toBe('MISS');
        expect(after.version).toBe(before.version + 1);
      }
    }, 60_000); // two API processes built and run side by side on two busy cores
  },
);
