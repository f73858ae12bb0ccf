import type { Locale } from '@vitrina/locale';
import { feedback } from '@vitrina/locale/messages/feedback';
import type { z } from 'zod';
import type { ApiReply } from '@/lib/api/client';
import { clientIpOf } from '../account/account-route';
import { readBody, requestLocale } from '../calculator/forward';
import { passReply, refusedWrite, unlessDown } from '../route-answers';

// What the route handlers of the vacancy application and the measurement booking share: a write only from the
// storefront's own pages (as the cart's and the account's), the browser's address for the API's per-address
// limits against spam, the API's answer passed on as it came (201 / 200, 400 field errors in the page's
// language, 413, 429 with Retry-After), and a 502 in the page's language when the API does not answer. The
// other feedback forms send through Server Actions (lib/feedback/actions.ts, docs/adr/0050).

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

/** A JSON form: refused from another site, its shape checked, then sent on. */
export async function sendForm<S extends z.ZodType>(
  request: Request,
  shape: S,
  send: (locale: Locale, body: z.output<S>, clientIp: string | null) => Promise<ApiReply>,
): Promise<Response> {
  const refused = refusedWrite(request);
  if (refused) return refused;
  const read = await readBody(request, shape);
  if (!read.ok) return read.response;
  return reachApi(request, (locale, clientIp) => send(locale, read.data, clientIp));
}
