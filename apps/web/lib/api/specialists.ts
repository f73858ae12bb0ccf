import type { Locale } from '@vitrina/locale';
import { type ApiReply, apiSend } from './client';

// The specialist finder's reads (docs/product.md §2), for the storefront's route handlers under /api/specialists/: the
// browser loads them only when the finder opens. The API's status and body come back as they are.

const read = (path: string, locale: Locale): Promise<ApiReply> => apiSend('GET', path, undefined, { locale });

/** GET /specialists/?city=: the specialists of one city (the API's default city when `city` is null). */
export function fetchSpecialists(locale: Locale, city: string | null): Promise<ApiReply> {
  return read(city === null ? '/specialists/' : `/specialists/?city=${encodeURIComponent(city)}`, locale);
}

/** GET /specialists/cities/: the cities that have specialists. */
export function fetchSpecialistCities(locale: Locale): Promise<ApiReply> {
  return read('/specialists/cities/', locale);
}

/** GET /specialists/{id}/: one specialist whole (404 for an unknown id). */
export function fetchSpecialist(locale: Locale, id: number): Promise<ApiReply> {
  return read(`/specialists/${id}/`, locale);
}
