// The cart's route handlers change a visitor's cart with the visitor's cookie: a page of another site must
// not be able to make the browser do it (CSRF). SameSite=Lax already keeps the cookie off cross-site POSTs;
// this is the second lock, checked on every write.

export interface OriginHeaders {
  origin: string | null;
  secFetchSite: string | null;
}

/**
 * Whether a write comes from the storefront's own pages. A browser names the page's origin in `Origin` on
 * every POST, PATCH and DELETE: it must be the public origin (or the origin the request was addressed to,
 * for a storefront reached by another name such as 127.0.0.1). Without `Origin`, a browser still says in
 * Sec-Fetch-Site where the request comes from; a client with neither (curl, a test) carries no visitor's
 * cookie by accident and is let through.
 */
export function isSameOriginWrite(
  headers: OriginHeaders,
  allowed: { publicOrigin: string; requestOrigin: string },
): boolean {
  if (headers.origin !== null) {
    if (headers.origin === 'null') return false;
    return headers.origin === allowed.publicOrigin || headers.origin === allowed.requestOrigin;
  }
  if (headers.secFetchSite !== null) {
    return headers.secFetchSite === 'same-origin' || headers.secFetchSite === 'none';
  }
  return true;
}
