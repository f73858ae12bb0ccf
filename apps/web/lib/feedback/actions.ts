'use server';

import {
  type CallbackInput,
  type ContactInput,
  callbackRules,
  contactRules,
  type SubscribeInput,
  subscribeRules,
} from '@vitrina/forms';
import type { Locale } from '@vitrina/locale';
import { feedback } from '@vitrina/locale/messages/feedback';
import type { z } from 'zod';
import { actionClientIp, actionLocale, apiAnswer, checkedInput } from '@/lib/actions/action-reply';
import type { ApiReply } from '@/lib/api/client';
import { postCallback, postContactUs, postSubscribe } from '@/lib/api/feedbacks';
import type { StorefrontReply } from '@/lib/storefront-request';

// What a visitor sends the shop from the storefront's forms (docs/product.md §5, §7 /feedbacks/*), as Server
// Actions (docs/adr/0050): the fields checked by the API's own rules, then sent on with the browser's address
// for the API's per-address limits against spam. The answer is the API's (201 / 200, 400 field errors in the
// page's language, 429), or 502 in the page's language when it does not answer. The vacancy form's CV is
// streamed through a route handler instead (app/api/feedbacks/vacancy). The arguments are typed for the forms
// that call these, but come from the browser: they are checked as unknown.

async function sendChecked<S extends z.ZodType>(
  rules: S,
  localeArgument: unknown,
  input: unknown,
  send: (locale: Locale, body: z.output<S>, clientIp: string | null) => Promise<ApiReply>,
): Promise<StorefrontReply> {
  const locale = actionLocale(localeArgument);
  const checked = checkedInput(rules, input, locale);
  if (!checked.ok) return checked.reply;
  const clientIp = await actionClientIp();
  return apiAnswer(feedback[locale].requests.down, () => send(locale, checked.data, clientIp));
}

/** docs/product.md §5 Callback phone: 201 {id}, 400 {phone: [message]}, 429. */
export async function sendCallback(locale: Locale, input: CallbackInput): Promise<StorefrontReply> {
  return sendChecked(callbackRules, locale, input, postCallback);
}

/** 201 {email} subscribed, 200 {email} subscribed already (not an error), 400 {email: [message]}, 429. */
export async function sendSubscription(locale: Locale, input: SubscribeInput): Promise<StorefrontReply> {
  return sendChecked(subscribeRules, locale, input, postSubscribe);
}

/** The contacts page's message: 201 {id}, 400 field errors, 429. */
export async function sendContactMessage(locale: Locale, input: ContactInput): Promise<StorefrontReply> {
  return sendChecked(contactRules, locale, input, postContactUs);
}
