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
