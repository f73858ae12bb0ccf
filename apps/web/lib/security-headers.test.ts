import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce, staticSecurityHeaders } from './security-headers';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe('content security policy', () => {
  const production = contentSecurityPolicy({ nonce: 'abc123', dev: false, upgradeInsecureRequests: false });

  it('runs only scripts carrying the request nonce, never inline or eval in production', () => {
    expect(directive(production, 'script-src')).toBe("'self' 'nonce-abc123' 'strict-dynamic'");
    expect(production).not.toContain("'unsafe-eval'");
  });

  it('leaves inline scripts of a shared page to their hashes: no nonce, no unsafe-inline', () => {
    const shared = contentSecurityPolicy({ nonce: null, dev: false, upgradeInsecureRequests: false });
    // server.mjs appends the hashes; without them no inline script runs.
    expect(directive(shared, 'script-src')).toBe("'self'");
    expect(directive(shared, 'style-src')).toBe("'self' 'unsafe-inline'");
  });

  it('forbids framing, plugins and foreign base URLs', () => {
    expect(directive(production, 'frame-ancestors')).toBe("'none'");
    expect(directive(production, 'object-src')).toBe("'none'");
    expect(directive(production, 'base-uri')).toBe("'self'");
    expect(directive(production, 'img-src')).toContain('data:');
  });

  it('allows eval only for the development server', () => {
    const dev = contentSecurityPolicy({ nonce: 'n', dev: true, upgradeInsecureRequests: false });
    expect(directive(dev, 'script-src')).toContain("'unsafe-eval'");
  });

  it('upgrades insecure requests only when asked (HTTPS deployments)', () => {
    expect(production).not.toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ nonce: 'n', dev: false, upgradeInsecureRequests: true })).toContain(
      'upgrade-insecure-requests',
    );
  });
});

describe('nonce', () => {
  it('differs every time and carries 128 bits', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    expect(atob([...nonces][0] ?? '')).toHaveLength(16);
  });
});

describe('static headers', () => {
  it('include HSTS, referrer policy, nosniff and frame denial', () => {
    const byName = Object.fromEntries(staticSecurityHeaders.map(({ key, value }) => [key, value]));
    expect(byName['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    expect(byName['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(byName['X-Content-Type-Options']).toBe('nosniff');
    expect(byName['X-Frame-Options']).toBe('DENY');
  });
});
