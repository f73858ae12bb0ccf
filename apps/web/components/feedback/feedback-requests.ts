import type { CallbackInput, ContactInput, SubscribeInput } from '@vitrina/forms';
import type { Locale } from '@vitrina/locale';
import { type StorefrontReply, storefrontRequest } from '@/lib/storefront-request';

// What a visitor sends the shop, through the storefront's route handlers (app/api/feedbacks/...): the browser
// never calls the API. Kept apart from the forms' texts, so the footer's subscribe form carries no more.

export function sendCallback(locale: Locale, body: CallbackInput): Promise<StorefrontReply> {
  return storefrontRequest('POST', '/api/feedbacks/callback', locale, body);
}

export function sendSubscription(locale: Locale, body: SubscribeInput): Promise<StorefrontReply> {
  return storefrontRequest('POST', '/api/feedbacks/subscribe', locale, body);
}

export function sendContactMessage(locale: Locale, body: ContactInput): Promise<StorefrontReply> {
  return storefrontRequest('POST', '/api/feedbacks/contact-us', locale, body);
}

/** The application form as the browser sends it (multipart: name, phone, email, file). */
export function sendVacancyApplication(
  locale: Locale,
  vacancyId: number,
  form: FormData,
): Promise<StorefrontReply> {
  return storefrontRequest('POST', `/api/feedbacks/vacancy?vacancy=${vacancyId}`, locale, form);
}
