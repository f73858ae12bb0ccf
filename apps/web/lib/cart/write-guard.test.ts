import { describe, expect, it } from 'vitest';
import { addressedOrigin, refusedWrite } from '@/app/api/route-answers';

function post(headers: Record<string, string>, body = '{}'): Request {
  return new Request('http://localhost:3000/api/calculator/order-call', { method: 'POST', headers, body });
}

describe('addressedOrigin', () => {
  it('is the Host the browser asked for, not request.url', () => {
    expect(addressedOrigin(post({ host: '127.0.0.1:3000' }))).toBe('http://127.0.0.1:3000');
  });
  it('takes X-Forwarded-Host/-Proto (kept by server.mjs only from trusted proxies)', () => {
    const request = post({
      host: '127.0.0.1:3000',
      'x-forwarded-host': 'vitrina.md',
      'x-forwarded-proto': 'https',
    });
    expect(addressedOrigin(request)).toBe('https://vitrina.md');
  });
});

describe('refusedWrite', () => {
  it('lets the storefront reached as 127.0.0.1 write', () => {
    expect(refusedWrite(post({ host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' }))).toBeNull();
  });
  it('lets PUBLIC_ORIGIN write', () => {
    expect(refusedWrite(post({ host: '10.0.0.5:3000', origin: 'http://localhost:3000' }))).toBeNull();
  });
  it('lets a same-origin request without Origin write', () => {
    expect(refusedWrite(post({ host: 'localhost:3000', 'sec-fetch-site': 'same-origin' }))).toBeNull();
  });
  it('refuses another site', () => {
    expect(refusedWrite(post({ host: 'localhost:3000', origin: 'https://evil.example' }))?.status).toBe(403);
    expect(refusedWrite(post({ host: 'localhost:3000', 'sec-fetch-site': 'cross-site' }))?.status).toBe(403);
  });
});
