import { describe, expect, it } from 'vitest';
import { keepForwardedForFromTrustedProxies, trustedProxies } from './forwarded-for.mjs';

describe('keepForwardedForFromTrustedProxies', () => {
  it('drops a header a browser sent itself, so Next.js writes the socket address instead', () => {
    const headers = { 'x-forwarded-for': '203.0.113.9', host: 'vitrina.md' };
    keepForwardedForFromTrustedProxies(headers, '198.51.100.7', trustedProxies(undefined));
    expect(headers).toEqual({ host: 'vitrina.md' });
  });

  it('keeps the header of a proxy we run, whose last entry is the address it saw', () => {
    const trusted = trustedProxies(' 127.0.0.1, ::1 ');
    for (const peer of ['127.0.0.1', '::ffff:127.0.0.1', '::1']) {
      const headers = { 'x-forwarded-for': 'spoofed, 198.51.100.7' };
      keepForwardedForFromTrustedProxies(headers, peer, trusted);
      expect(headers['x-forwarded-for'], peer).toBe('spoofed, 198.51.100.7');
    }
  });

  it('trusts no proxy unless told to', () => {
    expect(trustedProxies('').size).toBe(0);
    const headers = { 'x-forwarded-for': '10.0.0.1' };
    keepForwardedForFromTrustedProxies(headers, undefined, trustedProxies(''));
    expect(headers).toEqual({});
  });

  it('keeps X-Forwarded-Host/-Proto only from a trusted proxy', () => {
    const sent = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', host: 'vitrina.md' };
    const untrusted = { ...sent };
    keepForwardedForFromTrustedProxies(untrusted, '198.51.100.7', trustedProxies('127.0.0.1'));
    expect(untrusted).toEqual({ host: 'vitrina.md' });
    const trusted = { ...sent };
    keepForwardedForFromTrustedProxies(trusted, '127.0.0.1', trustedProxies('127.0.0.1'));
    expect(trusted).toEqual(sent);
  });
});
