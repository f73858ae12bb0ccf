import { isLocale, type Locale } from '@vitrina/locale';
import { notFound } from 'next/navigation';
import { type QueryState, queryOfState } from '@/lib/query-state';

export interface LocaleParams {
  params: Promise<{ locale: string }>;
}

/** The [locale] segment as a Locale; any other value is a 404. */
export async function routeLocale(params: LocaleParams['params']): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return locale;
}

/** A list page's params: its query state (lib/query-state.ts) when the proxy reached it with one. */
export interface StateParams {
  params: Promise<{ locale: string; state?: string }>;
}

/** The query state a list page was reached with (lib/query-state.ts); empty for a plain visit. */
export async function routeQuery(params: Promise<{ state?: string }>): Promise<QueryState> {
  return queryOfState((await params).state);
}
