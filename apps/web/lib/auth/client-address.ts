import { isIP } from 'node:net';

// The browser's address, for the API's limit on failed sign-ins per address (ADR 0014), which trusts
// X-Forwarded-For from the storefront on loopback. A Next.js route handler sees no socket (NextRequest.ip is
// gone since Next 15), but Next.js fills in `x-forwarded-for` with the socket's remote address when the request
// arrives without one. server.mjs drops the header a request arrives with unless its peer is a proxy named in
// WEB_TRUSTED_PROXIES, so the last entry is either the socket's address or the one our proxy appended — never
// one the browser wrote.

/** The last valid IP address of an X-Forwarded-For value ('::ffff:' mapped IPv4 unwrapped), or null. */
export function clientAddress(forwardedFor: string | null | undefined): string | null {
  if (!forwardedFor) return null;
  const last = forwardedFor.split(',').at(-1)?.trim() ?? '';
  const address = last.startsWith('::ffff:') && isIP(last.slice(7)) === 4 ? last.slice(7) : last;
  return isIP(address) === 0 ? null : address;
}
