import { resolvePath } from '@vitrina/locale';
import { type NextRequest, NextResponse } from 'next/server';
import { config as webConfig } from './lib/config';
import { internalPathWithState } from './lib/query-state';
import { requestHeaderNames } from './lib/request-headers';
import { contentSecurityPolicy, createNonce } from './lib/security-headers';

// Every page request passes here: the public path (localized slugs, optional /ro or /ru prefix) is resolved
// in one place, @vitrina/locale's resolvePath, and the request is redirected or rewritten into the
// app/[locale]/... tree. Pages without route params (the 404s) learn the locale from a request header.

// There is no app/page.tsx: the public '/' is always rewritten to '/ro', so the internal '/' matches no route.
const notFoundPath = '/';

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // Images and flags live on the API, and so do the back office's uploads (/media/); the browser loads them
  // from our own origin (CSP img-src 'self'). Rewritten here rather than in next.config.ts so that API_URL is
  // read at start, not frozen at build.
  if (pathname.startsWith('/static/') || pathname.startsWith('/media/')) {
    return NextResponse.rewrite(new URL(pathname + search, webConfig.apiUrl));
  }
  const resolution = resolvePath(pathname + search);

  if (resolution.kind === 'redirect') {
    return NextResponse.redirect(new URL(resolution.location, request.url), resolution.status);
  }

  // `next dev` renders every page per request, so it can nonce them. In production a page may come from the
  // cache, shared by every visitor: no nonce may be baked into it, and server.mjs allows its inline scripts
  // by hash instead (docs/adr/0037).
  const dev = process.env.NODE_ENV === 'development';
  const csp = contentSecurityPolicy({
    nonce: dev ? createNonce() : null,
    dev,
    upgradeInsecureRequests: webConfig.publicOrigin.startsWith('https:'),
  });

  const headers = new Headers(request.headers);
  headers.set(requestHeaderNames.locale, resolution.locale);
  // Next.js reads a nonce from this request header and puts it on its own scripts.
  if (dev) headers.set('Content-Security-Policy', csp);

  const target = request.nextUrl.clone();
  // A path that names no page goes to a route that does not exist, so Next.js answers 404 with
  // app/global-not-found.tsx rendered on the server (notFound() inside a page would send an empty document
  // that only scripts fill in: vercel/next.js#62228).
  target.pathname =
    resolution.kind === 'page'
      ? internalPathWithState(
          resolution.locale,
          resolution.page,
          resolution.internalPath,
          target.searchParams,
        )
      : notFoundPath;

  const response = NextResponse.rewrite(target, { request: { headers } });
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

export const config = {
  // Only files that exist skip the proxy: framework files, public/assets, app/icon.svg, app/robots.ts,
  // app/sitemap.ts. Anything else (favicon.ico, ...) is a path like any other: the site's 404 with the CSP.
  // /api/ is the storefront's own route handlers (app/api/..., JSON for its scripts, no page): resolving it
  // as a page path would rewrite it into the [locale] tree, where no handler lives.
  matcher: ['/((?!_next/|api/|assets/|icon\\.svg|robots\\.txt|sitemap\\.xml).*)'],
};
