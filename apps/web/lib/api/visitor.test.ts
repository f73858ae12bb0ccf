import { afterEach, describe, expect, it, vi } from 'vitest';

// What the API sees of the visitor (docs/adr/0021): the storefront's calls for one visitor name them in
// X-Forwarded-For, its cached reads for everybody name nobody.

let incoming: Headers | null = null;
vi.mock('next/headers', () => ({
  headers: async () => {
    if (incoming === null) throw new Error('`headers` was called outside a request scope');
    return incoming;
  },
}));

const { apiGet, apiSend } = await import('./client');

/** The headers of every request the storefront sent to the API. */
function recordSent(): Headers[] {
  const sent: Headers[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(new Headers(init.headers));
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

afterEach(() => {
  incoming = null;
  vi.unstubAllGlobals();
});

describe('the visitor the storefront names to the API', () => {
  it('names the browser of the request being served on every call made for it', async () => {
    const sent = recordSent();
    // Next.js wrote the socket's address; a proxy of WEB_TRUSTED_PROXIES may have put the browser before it.
    incoming = new Headers({ 'x-forwarded-for': '198.51.100.7' });
    await apiSend('POST', '/calculator/internal-modules-section/', {}, { locale: 'ro' });
    await apiGet('/search/?search=usa', { locale: 'ro' });
    incoming = new Headers({ 'x-forwarded-for': '10.0.0.1, ::ffff:203.0.113.9' });
    await apiSend('POST', '/calculator/cart/1/items/', {}, { locale: 'ru' });
    expect(sent.map((headers) => headers.get('x-forwarded-for'))).toEqual([
      '198.51.100.7',
      '198.51.100.7',
      '203.0.113.9',
    ]);
  });

  it('names nobody on a cached read, outside a request, or when the address is not one', async () => {
    const sent = recordSent();
    incoming = new Headers({ 'x-forwarded-for': '198.51.100.7' });
    await apiGet('/menu/nav', { locale: 'ro', cache: { revalidate: 60, tags: ['menu'] } });
    incoming = new Headers({ 'x-forwarded-for': 'unknown' });
    await apiSend('GET', '/calculator/cart/', undefined, { locale: 'ro' });
    incoming = null;
    await apiSend('GET', '/calculator/cart/', undefined, { locale: 'ro' });
    expect(sent.map((headers) => headers.get('x-forwarded-for'))).toEqual([null, null, null]);
  });
});
