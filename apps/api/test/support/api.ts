import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import { memoryStore } from '../../src/cache/memory-store';
import type { Database } from '../../src/db/client';
import type { Engine, TestDatabase } from './databases';

export const frontendKey = 'test-frontend-key';

export interface TestApi {
  app: FastifyInstance;
  database: Database;
  /** GET with the storefront's headers (key and locale), as the storefront sends it. */
  get(url: string, locale?: string): Promise<LightMyRequestResponse>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

/** Builds the API over a fresh database of `engine` once for the calling `describe`. */
export function useApi(engine: Engine): TestApi {
  let opened: TestDatabase;
  const api = {} as TestApi;
  beforeAll(async () => {
    opened = await engine.open();
    const app = await buildApp({
      config: { frontendKey, publicOrigin: 'http://localhost:3000', logLevel: 'silent' },
      database: opened.database,
      cache: memoryStore(),
      logger: false,
    });
    api.app = app;
    api.database = opened.database;
    api.inject = (options) => app.inject(options);
    api.get = (url, locale = 'ro') =>
      app.inject({
        method: 'GET',
        url,
        headers: { 'x-frontend-key': frontendKey, 'accept-language': locale },
      });
  });
  afterAll(async () => {
    await api.app?.close();
    await opened?.drop();
  });
  return api;
}
