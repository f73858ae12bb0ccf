import { once } from 'node:events';
import { createServer, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compression from 'compression';
import { afterEach, describe, expect, it } from 'vitest';
import { hashInlineScriptsOf } from './inline-script-hashes.mjs';
import { clearOnRevalidation, createPageCache, sharedLifetimeSeconds } from './page-cache.mjs';

const page = '<html><body><p>Ferestre — Окна</p><script>self.__next_f.push([1])</script></body></html>';
const revalidationPath = '/api/revalidate';

/**
 * GET `url` as a browser does, raw bytes and all: fetch would decode them, and it sends `Cache-Control:
 * no-cache` with a conditional request, which asks every cache to answer in full.
 */
async function raw(url, headers) {
  const sent = request(url, { headers });
  sent.end();
  const [response] = await once(sent, 'response');
  const chunks = [];
  for await (const chunk of response) chunks.push(chunk);
  return { status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) };
}

describe('a kept page sent from memory', () => {
  let server;
  afterEach(() => new Promise((resolve) => server.close(resolve)));

  /**
   * A server wired as server.mjs is, whose "Next.js" answers every path with `page` marked as `mark` and
   * counts the requests that reach it.
   */
  async function serve({
    mark = 'HIT',
    cacheControl = 's-maxage=300, stale-while-revalidate=60',
    clock,
  } = {}) {
    const pages = createPageCache({ clock });
    const rendered = { count: 0 };
    const compress = compression({ threshold: 0 });
    server = createServer((request, response) => {
      if (pages.serve(request, response)) return;
      clearOnRevalidation(pages, revalidationPath, request, response);
      compress(request, response, () => {
        hashInlineScriptsOf(response);
        pages.capture(request, response);
        if (request.url === revalidationPath) {
          response.statusCode = request.headers.authorization === 'yes' ? 200 : 401;
          response.end();
          return;
        }
        rendered.count += 1;
        response.setHeader('content-type', 'text/html; charset=utf-8');
        response.setHeader('content-security-policy', "script-src 'self'");
        response.setHeader('vary', 'rsc, next-router-state-tree');
        response.setHeader('etag', '"page-1"');
        response.setHeader('cache-control', cacheControl);
        if (mark) response.setHeader('x-nextjs-cache', mark);
        response.end(page);
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return { url: `http://127.0.0.1:${server.address().port}`, rendered };
  }

  /** Storing compresses on the thread pool: the copy is there a moment after the first answer. */
  async function untilStored(url, rendered) {
    const before = rendered.count;
    for (let attempt = 0; attempt < 100; attempt += 1) {
      await (await fetch(`${url}/ferestre`)).arrayBuffer();
      if (rendered.count === before + attempt) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
    throw new Error('the page was never stored');
  }

  it('answers again from memory, with the same body and policy, in the encoding the client takes', async () => {
    const { url, rendered } = await serve();
    const first = await fetch(`${url}/ferestre`, { headers: { 'accept-encoding': 'identity' } });
    const policy = first.headers.get('content-security-policy');
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(await first.text()).toBe(page);
    await untilStored(url, rendered);
    const renders = rendered.count;

    const plain = await fetch(`${url}/ferestre`, { headers: { 'accept-encoding': 'identity' } });
    expect(await plain.text()).toBe(page);
    expect(plain.headers.get('content-security-policy')).toBe(policy);
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(page)));

    const brotli = await raw(`${url}/ferestre`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(page);
    const gzipped = await raw(`${url}/ferestre`, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(page);
    expect(rendered.count).toBe(renders);
  });

  it('answers a revalidation by its ETag with 304 and no policy', async () => {
    const { url, rendered } = await serve();
    await untilStored(url, rendered);
    const renders = rendered.count;
    const answer = await raw(`${url}/ferestre`, { 'if-none-match': '"page-1"' });
    expect(answer.status).toBe(304);
    expect(answer.headers['content-security-policy']).toBeUndefined();
    expect(answer.headers.etag).toBe('"page-1"');
    expect(rendered.count).toBe(renders);
  });

  it('leaves a client router request, which the page varies on, to Next.js', async () => {
    const { url, rendered } = await serve();
    await untilStored(url, rendered);
    const renders = rendered.count;
    await (await fetch(`${url}/ferestre`, { headers: { rsc: '1' } })).text();
    expect(rendered.count).toBe(renders + 1);
  });

  it('never keeps a page rendered per request, or one being rendered again', async () => {
    for (const mark of [null, 'STALE']) {
      const { url, rendered } = await serve({ mark });
      for (let i = 0; i < 5; i += 1) await (await fetch(`${url}/ferestre`)).text();
      expect(rendered.count).toBe(5);
      await new Promise((resolve) => server.close(resolve));
    }
    // afterEach closes one more.
    await serve();
  });

  it('never keeps a page a shared cache may not keep', async () => {
    const { url, rendered } = await serve({ cacheControl: 'private, no-cache, no-store, max-age=0' });
    for (let i = 0; i < 5; i += 1) await (await fetch(`${url}/ferestre`)).text();
    expect(rendered.count).toBe(5);
  });

  it('renders again after an accepted revalidation, not after a refused one', async () => {
    const { url, rendered } = await serve();
    await untilStored(url, rendered);
    const renders = rendered.count;

    expect((await fetch(`${url}${revalidationPath}`, { method: 'POST' })).status).toBe(401);
    await (await fetch(`${url}/ferestre`)).text();
    expect(rendered.count).toBe(renders);

    const accepted = await fetch(`${url}${revalidationPath}`, {
      method: 'POST',
      headers: { authorization: 'yes' },
    });
    expect(accepted.status).toBe(200);
    await (await fetch(`${url}/ferestre`)).text();
    expect(rendered.count).toBe(renders + 1);
  });

  it('renders again once the shared lifetime has run out', async () => {
    const clock = { ms: 1_000, now: () => clock.ms };
    const { url, rendered } = await serve({ cacheControl: 's-maxage=60', clock });
    await untilStored(url, rendered);
    const renders = rendered.count;
    clock.ms += 59_000;
    await (await fetch(`${url}/ferestre`)).text();
    expect(rendered.count).toBe(renders);
    clock.ms += 2_000;
    await (await fetch(`${url}/ferestre`)).text();
    expect(rendered.count).toBe(renders + 1);
  });
});

describe('shared lifetime', () => {
  it('reads s-maxage, and nothing else, from Cache-Control', () => {
    expect(sharedLifetimeSeconds('s-maxage=300, stale-while-revalidate=31535700')).toBe(300);
    expect(sharedLifetimeSeconds('public, max-age=60')).toBe(0);
    expect(sharedLifetimeSeconds(undefined)).toBe(0);
  });
});
