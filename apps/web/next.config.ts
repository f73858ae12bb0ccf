import type { NextConfig } from 'next';
import { readConfig } from './lib/config';
import { staticSecurityHeaders } from './lib/security-headers';

const nextConfig: NextConfig = {
  // The workspace packages ship TypeScript source, so Next compiles them with the app.
  transpilePackages: [
    '@vitrina/contract',
    '@vitrina/drawing',
    '@vitrina/forms',
    '@vitrina/locale',
    '@vitrina/pricing',
  ],
  // Types are checked by `npm run typecheck` (tsc -b over the workspace's project references, first in npm test);
  // next build would check them again with plain tsc, which cannot read the shared packages' sources through
  // those references unless they were built first.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  // Metadata in the head for every visitor, not streamed into the body for browsers: server.mjs sends a page
  // whole anyway (docs/adr/0037), and metadata streamed into a 404 under the query-state tree came out twice.
  htmlLimitedBots: /.*/,
  // server.mjs compresses, after it has added the inline scripts' hashes to a cached page's policy: it must
  // read the document before it is gzipped (docs/adr/0037).
  compress: false,
  reactStrictMode: true,
  turbopack: {},
  experimental: {
    // Paths outside the [locale] tree never reach a layout; this file answers them.
    globalNotFound: true,
    // Kept pages and data live in each process's memory only (docs/adr/0037): a page written to .next would
    // outlive a restart on another database, and the processes of a cluster would share one folder.
    isrFlushToDisk: false,
    // Next.js runs a Server Action only when the page's Origin names the host the request was addressed to
    // (Host, or X-Forwarded-Host, which server.mjs keeps only from WEB_TRUSTED_PROXIES); the public origin is
    // allowed too, for a proxy that passes on neither (docs/adr/0050).
    serverActions: { allowedOrigins: [new URL(readConfig(process.env).publicOrigin).host] },
  },
  async headers() {
    return [{ source: '/:path*', headers: staticSecurityHeaders }];
  },
};

export default nextConfig;
