import type { Locale } from '@vitrina/locale';
import { feedback } from '@vitrina/locale/messages/feedback';
import type { ApiReply } from '@/lib/api/client';
import { clientIpOf } from '../account/account-route';
import { requestLocale } from '../calculator/forward';
import { passReply, unlessDown } from '../route-answers';

// What the route handlers of the vacancy application and the measurement slots share: the browser's address for
// the API's per-address limits against spam, the API's answer passed on as it came (201 / 200, 400 field errors
// in the page's language, 413, 429 with Retry-After), and a 502 in the page's language when the API does not
// answer. The other feedback forms and the booking send through Server Actions (docs/adr/0050).

export const feedbackTexts = (locale: Locale) => feedback[locale].requests;

/** Calls the API in the page's language: its answer, or 502 when it does not answer. */
export async function reachApi(
  request: Request,
  send: (locale: Locale, clientIp: string | null) => Promise<ApiReply>,
): Promise<Response> {
  const locale = requestLocale(request);
  return unlessDown(feedbackTexts(locale).down, async () =>
    passReply(await send(locale, clientIpOf(request))),
  );
}
