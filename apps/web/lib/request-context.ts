import { defaultLocale, isLocale, type Locale } from '@vitrina/locale';
import { headers } from 'next/headers';
import { requestHeaderNames } from './request-headers';

export interface RequestContext {
  locale: Locale;
  /** The path the visitor asked for, e.g. '/ru/o-nas' (not the internal '/ru/about'). */
  pathname: string;
  nonce: string | undefined;
}

/** For server components that get no route params (not-found pages) or need the public path. */
export async function requestContext(): Promise<RequestContext> {
  const list = await headers();
  const locale = list.get(requestHeaderNames.locale);
  return {
    locale: isLocale(locale) ? locale : defaultLocale,
    pathname: list.get(requestHeaderNames.pathname) ?? '/',
    nonce: list.get(requestHeaderNames.nonce) ?? undefined,
  };
}
