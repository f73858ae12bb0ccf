import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { simpleParser } from 'mailparser';
import { beforeAll, expect } from 'vitest';
import { type Identifier, identifier } from '../src/modules/auth/identify';
import { type TokenSigner, tokenSigner } from '../src/modules/auth/tokens';
import { frontendKey, type TestApi, testAuthSecret, useApi } from './support/api';
import type { Engine } from './support/databases';

// The API as the auth tests need it: support/api's app, whose tokens are signed with the secret the tests
// know, so that they can make tokens of their own (expired, forged) and check a token's identity directly.

export interface AuthApi extends TestApi {
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

/** support/api's useApi, plus what the auth tests need: its secret, a signer and identity of their own. */
export function useAuthApi(engine: Engine): AuthApi {
  const api = useApi(engine) as AuthApi;
  beforeAll(() => {
    api.secret = testAuthSecret;
    api.signer = tokenSigner(api.secret);
    api.identity = identifier(api.database.db, api.signer);
    api.post = (url, body, options = {}) =>
      api.inject({
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
    api.mails = async () =>
      Promise.all(
        (await api.outbox()).map(async (raw) => {
          const parsed = await simpleParser(raw);
          const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
          return {
            to: to?.value[0]?.address ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          };
        }),
      );
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

/** The identity the API sees for a request carrying `access` (what the account and cart routes check). */
export function identityOf(api: AuthApi, access: string) {
  return api.identity.identify({ headers: { authorization: `Bearer ${access}` } } as never);
}
