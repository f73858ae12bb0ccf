'use server';

import { type OrderCallRequest, orderCallRequest } from '@vitrina/contract';
import { getMessages, type Locale } from '@vitrina/locale';
import { actionClientIp, checkedCall } from '@/lib/actions/action-reply';
import { postOrderCall } from '@/lib/api';
import type { StorefrontReply } from '@/lib/storefront-request';

// The configurator's write as a Server Action (docs/adr/0050). Saving a calculation (a quote with ?save=true,
// from the configurator's buttons and the measurement button) still goes through a route handler
// (app/api/calculator/quote); the configurator prices every change in the browser, so it could be an action too.

/**
 * {client_name, client_phone, calculator_id, calculator_type_id} → POST /calculator/order-call/, with the
 * browser's address for the API's per-address limit. The API checks the name and phone rules and answers 400
 * with their messages; the shape is checked here.
 */
export async function orderCall(localeArgument: Locale, request: OrderCallRequest): Promise<StorefrontReply> {
  return checkedCall(
    localeArgument,
    orderCallRequest,
    request,
    (locale) => getMessages(locale).configurator.requests.apiDown,
    async (locale, body) => postOrderCall(locale, body, await actionClientIp()),
  );
}
