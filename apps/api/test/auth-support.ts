import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { createMailer, type Mailer, outboxDir } from '../src/mail/mailer';
import { type Identifier, identifier } from '../src/modules/auth/identify';
import { type TokenSigner, tokenSigner } from '../src/modules/auth/tokens';
import { frontendKey } from './support/api';
import type { Engine, TestDatabase } from './support/databases';

// The API as the auth tests need it: like support/api's useApi, but signing with a secret the tests know,
// so that they can make tokens of their own (expired, forged) and check a token's identity directly.

export interface AuthApi {
  app: FastifyInstance;
  database: Database;
  secret: string;
  signer: TokenSigner;
  identity: Identifier;
  /** POST `body` (JSON unless it is a string) as the storefront sends it. */
  post(
    url: string,
    body: unknown,
    options?: { locale?: string; ip?: string; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  /** The e-mails written so far, parsed, oldest first. */
  mails(): Promise<Mail[]>;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export function useAuthApi(engine: Engine): AuthApi {
  let opened: TestDatabase;
  let dataDir: string;
  let mailer: Mailer | undefined;
  const api = {} as AuthApi;
  beforeAll(async () => {
    opened = await engine.open();
    dataDir = await mkdtemp(path.join(tmpdir(), 'vitrina-auth-data-'));
    mailer = createMailer(
      { smtpUrl: undefined, from: 'Vitrina <no-reply@vitrina.md>', shopEmail: undefined },
      dataDir,
    );
    api.secret = randomBytes(48).toString('base64url');
    api.app = await buildApp({
      config: {
        frontendKey,
        publicOrigin: 'http://localhost:3000',
        logLevel: 'silent',
        authSecret: api.secret,
      },
      database: opened.database,
      cache: null,
      logger: false,
      mailer,
    });
    api.database = opened.database;
    api.signer = tokenSigner(api.secret);
    api.identity = identifier(opened.database.db, api.signer);
    api.post = (url, body, options = {}) =>
      api.app.inject({
        method: 'POST',
        url,
        remoteAddress: options.ip ?? '127.0.0.1',
        headers: {
          'x-frontend-key': frontendKey,
          'accept-language': options.locale ?? 'ro',
          'content-type': 'application/json',
          ...options.headers,
        },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });
    api.mails = async () => {
      const folder = outboxDir(dataDir);
      const names = (await readdir(folder).catch(() => [] as string[]))
        .filter((name) => name.endsWith('.eml'))
        .sort();
      return Promise.all(
        names.map(async (name) => {
          const parsed = await simpleParser(await readFile(path.join(folder, name)));
          const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
          return {
            to: to?.value[0]?.address ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          };
        }),
      );
    };
  });
  afterAll(async () => {
    await api.app?.close();
    await mailer?.close();
    await opened?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  return api;
}

/** Waits (reset e-mails leave off the response path) until `count` e-mails were written; answers them all. */
export async function mailsOnceThere(api: AuthApi, count: number): Promise<Mail[]> {
  for (let tries = 0; tries < 200; tries += 1) {
    const mails = await api.mails();
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  expect.fail(`expected ${count} e-mails in the outbox`);
}

let counter = 0;

/** A fresh, valid registration body with a unique e-mail. */
export function registration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    first_name: 'Ion',
    last_name: 'Popescu',
    email: `ion.${counter}.${randomBytes(3).toString('hex')}@mail.md`,
    phone: '+373 (691) 234-56',
    password: 'Fereastra-Verde-42',
    re_password: 'Fereastra-Verde-42',
    terms: true,
    ...overrides,
  };
}

/** Registers a customer; answers the body it was registered with. */
export async function registered(api: AuthApi, overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const response = await api.post('/api/auth/register/', body);
  expect(response.statusCode, response.body).toBe(201);
  return body;
}

/** Signs in; answers the token pair. */
export async function signedIn(api: AuthApi, email: string, password: string, ip?: string) {
  const response = await api.post('/api/auth/jwt/create', { email, password }, { ip });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { access: string; refresh: string };
}

/** The identity the API sees for a request carrying `access` (what requireUser checks). */
export function identityOf(api: AuthApi, access: string) {
  return api.identity.identify({ headers: { authorization: `Bearer ${access}` } } as never);
}
