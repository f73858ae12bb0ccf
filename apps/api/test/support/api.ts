import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, type RunnerTestFile, type RunnerTestSuite } from 'vitest';
import { buildApp } from '../../src/app';
import { memoryStore } from '../../src/cache/memory-store';
import type { PaymentSettings } from '../../src/config';
import type { Database } from '../../src/db/client';
import { createMailer, type Mailer, outboxDir } from '../../src/mail/mailer';
import type { Engine, TestDatabase } from './databases';

export const frontendKey = 'test-frontend-key';

/** Whether a test of the suite failed (a timed-out one too, whose work may still be running). */
function anyFailed(suite: Readonly<RunnerTestSuite | RunnerTestFile>): boolean {
  return suite.tasks.some((task) => task.result?.state === 'fail' || ('tasks' in task && anyFailed(task)));
}

let lastAddress = 0;
/** A client address no earlier call gave: forms and sign-ins are limited per address, so tests do not mix. */
export function freshAddress(): string {
  lastAddress += 1;
  return `10.0.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
}

/** What the test app signs its tokens with, so that support/accounts can sign a customer in. */
/**
 * The settings of an extra API process a test builds beside useApi's (a second process on the same database):
 * no request limit and no overload shedding, since suites share two busy cores (see useApi's options).
 */
export const secondProcessConfig = {
  frontendKey,
  publicOrigin: 'http://localhost:3000',
  logLevel: 'silent',
  rateLimitPerMinute: null,
  overloadEventLoopDelayMs: null,
} as const;

export const testAuthSecret = 'test-auth-secret-of-at-least-32-bytes-0123456789';

export interface TestApi {
  app: FastifyInstance;
  database: Database;
  /** GET with the storefront's headers (key and locale), as the storefront sends it. */
  get(url: string, locale?: string): Promise<LightMyRequestResponse>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** The API's data folder (DATA_DIR): its outbox, and the CVs it keeps in `cv`. */
  dataDir: string;
  /**
   * The .eml files the API's mailer wrote so far, oldest first (raw text), once the outbox's worker delivered
   * every message due.
   */
  outbox(): Promise<string[]>;
}

/**
 * Builds the API over a fresh database of `engine` once for the calling `describe`; its tokens are signed
 * with `authSecret` (testAuthSecret unless given), its payments go to `payments` (the sandbox bank with a
 * random key unless given).
 */
export function useApi(
  engine: Engine,
  options: {
    authSecret?: string;
    staffCliSecret?: string;
    payments?: PaymentSettings;
    /** Where the API sends its e-mail (read when the app is built); unset = .eml files in its data folder. */
    smtpUrl?: () => string;
    /**
     * Requests per client address and minute (docs/adr/0021); unset = no limit, since a suite sends far more
     * than a visitor from one address. test/rate-limit.test.ts turns it on.
     */
    rateLimitPerMinute?: number;
    /**
     * The event loop's delay over which requests are shed with 503 (docs/adr/0021); unset = never, since
     * suites share two cores and a slow moment must not fail an unrelated test. test/overload.test.ts sets it.
     */
    overloadEventLoopDelayMs?: number;
    /** TRUSTED_PROXIES; unset = none, so X-Forwarded-For is never believed. */
    trustedProxies?: string[];
    /** REDIS_URL: the rate limit's counters (read when the app is built); unset = this process's memory. */
    redisUrl?: () => string | undefined;
    /** STOREFRONT_URLS and REVALIDATE_SECRET (read when the app is built); unset = no storefront is told. */
    storefronts?: () => { urls: string[]; secret: string };
  } = {},
): TestApi {
  let opened: TestDatabase;
  let dataDir: string;
  let mailer: Mailer | undefined;
  const api = {} as TestApi;
  beforeAll(async () => {
    opened = await engine.open();
    dataDir = await mkdtemp(path.join(tmpdir(), 'vitrina-api-data-'));
    mailer = createMailer(
      { smtpUrl: options.smtpUrl?.(), from: 'Vitrina <no-reply@vitrina.md>', shopEmail: undefined },
      dataDir,
    );
    const app = await buildApp({
      config: {
        frontendKey,
        publicOrigin: 'http://localhost:3000',
        logLevel: 'silent',
        authSecret: options.authSecret ?? testAuthSecret,
        payments: options.payments,
        rateLimitPerMinute: options.rateLimitPerMinute ?? null,
        overloadEventLoopDelayMs: options.overloadEventLoopDelayMs ?? null,
        trustedProxies: options.trustedProxies,
        redisUrl: options.redisUrl?.(),
        storefrontUrls: options.storefronts?.().urls,
        revalidateSecret: options.storefronts?.().secret,
      },
      database: opened.database,
      cache: memoryStore(),
      logger: false,
      mailer,
      dataDir,
      staffCliSecret: options.staffCliSecret,
    });
    api.dataDir = dataDir;
    api.outbox = async () => {
      await app.outbox.drain();
      const folder = outboxDir(dataDir);
      const names = (await readdir(folder).catch(() => [] as string[]))
        .filter((name) => name.endsWith('.eml'))
        .sort();
      return Promise.all(names.map((name) => readFile(path.join(folder, name), 'utf8')));
    };
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
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a hook's first argument as fixtures, by its pattern.
  afterAll(async ({}, suite) => {
    await api.app?.close();
    await mailer?.close();
    await opened?.drop(anyFailed(suite));
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  return api;
}
