import type { Locale } from '@vitrina/locale';
import { type StorefrontReply, storefrontRequest } from '@/lib/storefront-request';

// A vacancy application goes through the storefront's route handler (app/api/feedbacks/vacancy), which streams
// the CV on: the browser never calls the API. The other forms send through Server Actions (lib/feedback/actions.ts).

/** The application form as the browser sends it (multipart: name, phone, email, file). */
export function sendVacancyApplication(
  locale: Locale,
  vacancyId: number,
  form: FormData,
): Promise<StorefrontReply> {
  return storefrontRequest('POST', `/api/feedbacks/vacancy?vacancy=${vacancyId}`, locale, form);
}
