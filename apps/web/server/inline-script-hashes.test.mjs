import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import compression from 'compression';
import { afterEach, describe, expect, it } from 'vitest';
import { hashInlineScriptsOf, inlineScriptHashes, withScriptHashes } from './inline-script-hashes.mjs';

const sha = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inline script hashes', () => {
  it('hashes each inline script once, and no script loaded from a file', () => {
    const html =
      '<script src="/_next/static/a.js" async></script><script>self.__next_f.push([0])</script>' +
      '<script nonce="x">a("é")</script><script>self.__next_f.push([0])</script><script></script>';
    expect(inlineScriptHashes(html)).toEqual([sha('self.__next_f.push([0])'), sha('a("é")')]);
  });

  it('adds the hashes to script-src only', () => {
    const policy = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'";
    expect(withScriptHashes(policy, ["'sha256-a'", "'sha256-b'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; style-src 'self' 'unsafe-inline'",
    );
  });
});

describe('a response held back for its hashes', () => {
  let server;
  afterEach(() => new Promise((resolve) => server.close(resolve)));

  /** A server answering with `respond(response)` behind compression, as server.mjs is. */
  async function serve(respond) {
    const compress = compression({ threshold: 0 });
    server = createServer((request, response) =>
      compress(request, response, () => {
        hashInlineScriptsOf(response);
        respond(response);
      }),
    );
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${server.address().port}/`;
  }

  const page = '<html><body><script>one()</script><p>é</p><script>two()</script></body></html>';

  it('sends a page written in pieces with its scripts hashed into the policy, then gzipped', async () => {
    const url = await serve((response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.setHeader('content-security-policy', "script-src 'self'; object-src 'none'");
      response.write(page.slice(0, 20));
      response.write(Buffer.from(page.slice(20, 50)));
      response.end(page.slice(50));
    });
    const answer = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(answer.headers.get('content-security-policy')).toBe(
      `script-src 'self' ${sha('one()')} ${sha('two()')}; object-src 'none'`,
    );
    expect(await answer.text()).toBe(page);
  });

  it('sends a page it has hashed before as it is written, with the same hashes', async () => {
    let sentBeforeEnd = null;
    const url = await serve((response) => {
      response.setHeader('content-type', 'text/html');
      response.setHeader('content-security-policy', "script-src 'self'");
      response.setHeader('etag', '"kept-page"');
      response.write(page.slice(0, 30));
      sentBeforeEnd = response.headersSent;
      response.end(page.slice(30));
    });
    const first = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(sentBeforeEnd).toBe(false);
    const again = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(sentBeforeEnd).toBe(true);
    expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(again.headers.get('content-security-policy')).toContain(sha('two()'));
    expect(await again.text()).toBe(page);
  });

  it('keeps the status and headers given to writeHead', async () => {
    const url = await serve((response) => {
      response.writeHead(404, {
        'content-type': 'text/html',
        'content-security-policy': "script-src 'self'",
        'content-length': Buffer.byteLength(page),
      });
      response.end(page);
    });
    const answer = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-security-policy')).toContain(sha('one()'));
    expect(await answer.text()).toBe(page);
  });

  it('sends a 304 without a policy, so that the browser keeps the hashes of the page it has', async () => {
    const url = await serve((response) => {
      response.statusCode = 304;
      response.setHeader('content-security-policy', "script-src 'self'");
      response.setHeader('etag', '"a"');
      response.end();
    });
    const answer = await fetch(url, { headers: { 'if-none-match': '"a"' } });
    expect(answer.status).toBe(304);
    expect(answer.headers.get('etag')).toBe('"a"');
    expect(answer.headers.has('content-security-policy')).toBe(false);
  });

  it('streams a nonced page and anything that is not HTML as it comes', async () => {
    let sentBeforeEnd = false;
    const url = await serve((response) => {
      response.setHeader('content-type', 'text/html');
      response.setHeader('content-security-policy', "script-src 'self' 'nonce-abc' 'strict-dynamic'");
      response.write('<p>first</p>');
      sentBeforeEnd = response.headersSent;
      response.end('<script>late()</script>');
    });
    const answer = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(sentBeforeEnd).toBe(true);
    expect(answer.headers.get('content-security-policy')).toBe(
      "script-src 'self' 'nonce-abc' 'strict-dynamic'",
    );
    expect(await answer.text()).toBe('<p>first</p><script>late()</script>');
  });
});
