import type { CallbackRequest, ContactRequest, SubscribeRequest } from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import { forwardedFor } from './account';
import { type ApiReply, apiSend, apiUpload } from './client';

// What a visitor sends the shop (docs/product.md §7 /feedbacks/*): per visitor, never cached. The API limits each form
// per address against spam, so every call names the browser's address (see lib/auth/client-address.ts). Each
// answer comes back as it is (201, 200, 400 field errors, 413, 429) for the route handler to pass on.

/** POST /feedbacks/callback/ {phone}: 201 {id}. */
export function postCallback(
  locale: Locale,
  body: CallbackRequest,
  clientIp: string | null,
): Promise<ApiReply> {
  return apiSend('POST', '/feedbacks/callback/', body, { locale, headers: forwardedFor(clientIp) });
}

/** POST /feedbacks/subscribe/ {email}: 201 {email} a new address, 200 {email} one already subscribed. */
export function postSubscribe(
  locale: Locale,
  body: SubscribeRequest,
  clientIp: string | null,
): Promise<ApiReply> {
  return apiSend('POST', '/feedbacks/subscribe/', body, { locale, headers: forwardedFor(clientIp) });
}

/** POST /feedbacks/contact_us/ {name, phone, email, message}: 201 {id}. */
export function postContactUs(
  locale: Locale,
  body: ContactRequest,
  clientIp: string | null,
): Promise<ApiReply> {
  return apiSend('POST', '/feedbacks/contact_us/', body, { locale, headers: forwardedFor(clientIp) });
}

/**
 * POST /feedbacks/vacancy/?vacancy={vacancy}: the browser's multipart body (name, phone, email, file) streamed
 * on as it came. 201 {id}; 413 a file over 15 MB.
 */
export function postVacancyApplication(
  locale: Locale,
  vacancy: string,
  body: ReadableStream<Uint8Array>,
  contentType: string,
  clientIp: string | null,
): Promise<ApiReply> {
  const query = vacancy === '' ? '' : `?vacancy=${encodeURIComponent(vacancy)}`;
  return apiUpload(`/feedbacks/vacancy/${query}`, body, contentType, {
    locale,
    headers: forwardedFor(clientIp),
  });
}
