import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdminApp } from './admin-app';
import { registerSecurity } from './security';

const page = `<!doctype html><html><head><meta property="csp-nonce" nonce="__VITRINA_CSP_NONCE__">
<script type="module" src="/admin/assets/index-abc123.js" nonce="__VITRINA_CSP_NONCE__"></script></head>
<body><div id="root"></div></body></html>`;

async function appOver(dist: string): Promise<FastifyInstance> {
  const app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  await registerSecurity(app, 'http://localhost:3000');
  await registerAdminApp(app, dist);
  app.get('/admin/api/session', async () => ({ staff: null }));
  await app.ready();
  return app;
}

describe('the back office served under /admin/', () => {
  let folder: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'vitrina-admin-dist-'));
    await mkdir(path.join(folder, 'assets'));
    await writeFile(path.join(folder, 'index.html'), page);
    await writeFile(path.join(folder, 'assets/index-abc123.js'), 'console.log(1)');
    await writeFile(path.join(folder, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = await appOver(folder);
  });
  afterAll(async () => {
    await app.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('answers the page with a fresh nonce in its policy, never cached without asking', async () => {
    const first = await app.inject('/admin/');
    const second = await app.inject('/admin/');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const nonce = /nonce="([^"]+)"/.exec(first.body)?.[1];
    expect(nonce).toBeDefined();
    expect(first.body).not.toContain('__VITRINA_CSP_NONCE__');
    const policy = String(first.headers['content-security-policy']);
    expect(policy).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toContain('unsafe-inline');
    expect(second.body).not.toContain(`nonce="${nonce}"`);
  });

  it('answers the page for any path of the app, for its router', async () => {
    for (const url of [
      '/admin',
      '/admin/orders/12/show',
      '/admin/leads?filter=%7B%7D',
      '/admin/index.html',
    ]) {
      const answer = await app.inject(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toContain('<div id="root">');
    }
  });

  it('serves hashed assets for good, and a missing one as a 404 rather than the page', async () => {
    const asset = await app.inject('/admin/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe('console.log(1)');
    expect((await app.inject('/admin/assets/index-old.js')).statusCode).toBe(404);
  });

  it('serves the other files of the build for a day', async () => {
    const icon = await app.inject('/admin/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('leaves /admin/api to the API: its routes answer, other paths are 404s, never the page', async () => {
    expect((await app.inject('/admin/api/session')).json()).toEqual({ staff: null });
    const unknown = await app.inject('/admin/api/nothing-here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('<div id="root">');
  });

  it('never serves a file from outside the build', async () => {
    const answer = await app.inject('/admin/..%2f..%2fpackage.json');
    expect(answer.body).not.toContain('"name"');
  });
});

describe('the back office before it is built', () => {
  it('answers 503 with how to build it', async () => {
    const app = await appOver(path.join(tmpdir(), 'vitrina-admin-dist-missing'));
    const answer = await app.inject('/admin/');
    expect(answer.statusCode).toBe(503);
    expect(answer.body).toContain('npm run build -w @vitrina/admin');
    await app.close();
  });
});
