import { isIP } from 'node:net';

// The browser's address, for the API's limit on failed sign-ins per address (ADR 0014), which trusts
// X-Forwarded-For from the storefront on loopback. A Next.js route handler sees no socket (NextRequest.ip is
// gone since Next 15), but `next start` fills in `x-forwarded-for` with the socket's remote address when the
// request arrives without one (next/dist/server/base-server.js: `req.headers['x-forwarded-for'] ??=
// socket.remoteAddress`). Behind a reverse proxy the proxy appends the address it saw; the last entry is
// that, the nearest hop's word, and the only one not written by the client. Caveat: a storefront exposed
// directly (no proxy) keeps a header the client sent, so there the address can be forged; put a proxy that
// sets X-Forwarded-For in front of it in production.

/** The last valid IP address of an X-Forwarded-For value ('::ffff:' mapped IPv4 unwrapped), or null. */
export function clientAddress(forwardedFor: string | null | undefined): string | null {
  if (!forwardedFor) return null;
  const last = forwardedFor.split(',').at(-1)?.trim() ?? '';
  const address = last.startsWith('::ffff:') && isIP(last.slice(7)) === 4 ? last.slice(7) : last;
  return isIP(address) === 0 ? null : address;
}
