import type { NextConfig } from 'next';
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
  // `npm test` type-checks every workspace before the journeys build the storefront (playwright.config.ts sets
  // this); checking again in that build would only cost time. Any other build (npm start) checks.
  typescript: { ignoreBuildErrors: process.env.VITRINA_TYPES_CHECKED === '1' },
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
};

export default nextConfig;
