import { defaultLocale, isLocale, type Locale } from '@vitrina/locale';
import { headers } from 'next/headers';
import { requestHeaderNames } from './request-headers';

export interface RequestContext {
  locale: Locale;
}

/** For server components that get no route params (not-found pages). */
export async function requestContext(): Promise<RequestContext> {
  const locale = (await headers()).get(requestHeaderNames.locale);
  return { locale: isLocale(locale) ? locale : defaultLocale };
}
