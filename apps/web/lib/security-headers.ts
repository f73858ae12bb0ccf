// The storefront's security headers. The Content-Security-Policy is set per request by proxy.ts; the rest are
// the same for every response (set in next.config.ts).

export interface CspOptions {
  /**
   * How inline scripts are allowed. A nonce needs a page rendered for this request (`next dev` renders every
   * page so). A production page may be a cached document shared by every visitor (docs/adr/0037): its policy
   * carries no nonce, and server.mjs adds the hashes of the document's own inline scripts to script-src.
   */
  nonce: string | null;
  /** `next dev` evaluates code for its error overlay and talks to its HMR server over a WebSocket. */
  dev: boolean;
  /** Only over HTTPS: on plain-HTTP hosts (a local run) it would break every subresource. */
  upgradeInsecureRequests: boolean;
}

export function contentSecurityPolicy({ nonce, dev, upgradeInsecureRequests }: CspOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // With a nonce, 'strict-dynamic' lets the nonced Next.js bootstrap load its chunks. Without one, the
    // framework's chunks are same-origin files and the inline scripts are allowed by hash (server.mjs):
    // either way no injected inline script runs.
    'script-src': [
      "'self'",
      ...(nonce === null ? [] : [`'nonce-${nonce}'`, "'strict-dynamic'"]),
      ...(dev ? ["'unsafe-eval'"] : []),
    ],
    // React writes style attributes; styles cannot run code, so inline styles are accepted.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(dev ? ['ws:', 'wss:'] : [])],
    'manifest-src': ["'self'"],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`);
  if (upgradeInsecureRequests) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** A nonce a page cannot guess: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export const staticSecurityHeaders: { key: string; value: string }[] = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  },
];
