import { isLocale, type Locale } from '@vitrina/locale';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';

export interface LocaleParams {
  params: Promise<{ locale: string }>;
}

/**
 * The [locale] segment as a Locale. Waiting for the request first keeps every page request-rendered: each
 * response needs its own CSP nonce, and the build must not try to read the API.
 */
export async function routeLocale(params: LocaleParams['params']): Promise<Locale> {
  await connection();
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return locale;
}
