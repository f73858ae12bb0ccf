// The storefront tells the API who the browser is in X-Forwarded-For (the API limits failed sign-ins per
// address and believes that header from the storefront only). `next start` keeps whatever X-Forwarded-For a
// request arrives with and fills it in from the socket only when it is missing, so a browser talking to the
// storefront directly could name any address it likes. Before Next.js sees a request, the header is kept only
// when the peer is a proxy we run (WEB_TRUSTED_PROXIES); from anyone else it is dropped, and Next.js writes
// the peer's own address in its place.

/** WEB_TRUSTED_PROXIES: comma-separated addresses of the reverse proxies in front of the storefront. */
export function trustedProxies(setting) {
  return new Set(
    (setting ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
  );
}

/** IPv4 peers of a dual-stack socket arrive as '::ffff:1.2.3.4'. */
const plain = (address) => (address?.startsWith('::ffff:') ? address.slice(7) : address);

/** Drops X-Forwarded-For from `headers` unless `peer` is one of `trusted`. */
export function keepForwardedForFromTrustedProxies(headers, peer, trusted) {
  if (!trusted.has(peer ?? '') && !trusted.has(plain(peer) ?? '')) {
    // X-Forwarded-Host/-Proto name the origin the browser asked for (the same-origin check of writes reads
    // them): only a trusted proxy may say so; otherwise the Host header speaks.
    delete headers['x-forwarded-for'];
    delete headers['x-forwarded-host'];
    delete headers['x-forwarded-proto'];
  }
}
