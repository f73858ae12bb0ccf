import type { NextConfig } from 'next';
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
};

export default nextConfig;
