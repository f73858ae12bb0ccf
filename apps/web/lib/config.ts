import { defaultFrontendKey } from '@vitrina/contract';

// Server-side settings of the storefront, read once from the environment. Every default serves a first
// run on one machine (API on :4000, storefront on :3000). Never import this from a client component.

export interface WebConfig {
  apiUrl: string;
  calculatorApiUrl: string;
  frontendKey: string;
  publicOrigin: string;
  indexing: boolean;
  /** Checks the API's revalidation requests (app/api/revalidate); unset = none accepted. */
  revalidateSecret: string | undefined;
}

type Env = Record<string, string | undefined>;

const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

export function readConfig(env: Env): WebConfig {
  const apiUrl = withoutTrailingSlash(env.API_URL || 'http://127.0.0.1:4000');
  return {
    apiUrl,
    calculatorApiUrl: withoutTrailingSlash(env.CALCULATOR_API_URL || `${apiUrl}/calculator`),
    frontendKey: env.FRONTEND_KEY || defaultFrontendKey,
    publicOrigin: withoutTrailingSlash(env.PUBLIC_ORIGIN || 'http://localhost:3000'),
    indexing: env.INDEXING === 'true',
    revalidateSecret: env.REVALIDATE_SECRET || undefined,
  };
}

export const config: WebConfig = readConfig(process.env);
