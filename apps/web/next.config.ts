import type { NextConfig } from 'next';
import { apiUrl } from './lib/config';
import { staticSecurityHeaders } from './lib/security-headers';

const nextConfig: NextConfig = {
  // The locale package ships TypeScript source, so Next compiles it with the app.
  transpilePackages: ['@vitrina/locale'],
  poweredByHeader: false,
  reactStrictMode: true,
  turbopack: {},
  experimental: {
    // Paths outside the [locale] tree never reach a layout; this file answers them.
    globalNotFound: true,
  },
  async headers() {
    return [{ source: '/:path*', headers: staticSecurityHeaders }];
  },
  async rewrites() {
    // Images and flags live on the API; the browser loads them from our own origin (CSP img-src 'self').
    return [{ source: '/static/:path*', destination: `${apiUrl}/static/:path*` }];
  },
};

export default nextConfig;
