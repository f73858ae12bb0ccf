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
import { actionClientIp, checkedCall } from '@/lib/actions/action-reply';
import { postCallback, postContactUs, postSubscribe } from '@/lib/api/feedbacks';
import type { StorefrontReply } from '@/lib/storefront-request';

// What a visitor sends the shop from the storefront's forms (docs/product.md §5, §7 /feedbacks/*), as Server
// Actions (docs/adr/0050): the fields checked by the API's own rules, then sent on with the browser's address
// for the API's per-address limits against spam. The answer is the API's (201 / 200, 400 field errors in the
// page's language, 429), or 502 in the page's language when it does not answer. The vacancy form's CV is
// streamed through a route handler instead (app/api/feedbacks/vacancy). The arguments are typed for the forms
// that call these, but come from the browser: they are checked as unknown.

const down = (locale: Locale) => feedback[locale].requests.down;

/** docs/product.md §5 Callback phone: 201 {id}, 400 {phone: [message]}, 429. */
export async function sendCallback(locale: Locale, input: CallbackInput): Promise<StorefrontReply> {
  return checkedCall(locale, callbackRules, input, down, async (language, body) =>
    postCallback(language, body, await actionClientIp()),
  );
}

/** 201 {email} subscribed, 200 {email} subscribed already (not an error), 400 {email: [message]}, 429. */
export async function sendSubscription(locale: Locale, input: SubscribeInput): Promise<StorefrontReply> {
  return checkedCall(locale, subscribeRules, input, down, async (language, body) =>
    postSubscribe(language, body, await actionClientIp()),
  );
}

/** The contacts page's message: 201 {id}, 400 field errors, 429. */
export async function sendContactMessage(locale: Locale, input: ContactInput): Promise<StorefrontReply> {
  return checkedCall(locale, contactRules, input, down, async (language, body) =>
    postContactUs(language, body, await actionClientIp()),
  );
}
