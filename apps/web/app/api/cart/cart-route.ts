import { getMessages, type Locale } from '@vitrina/locale';
import { fetchCart } from '@/lib/api';
import type { ApiReply } from '@/lib/api/client';
import { readTokens, replyOf, sendSignedIn } from '@/lib/auth/session';
import { hasSignIn } from '@/lib/auth/with-auth';
import {
  clearKey,
  currentCustomerCart,
  readKey,
  refreshCart,
  withoutAnonymousId,
} from '@/lib/cart/cart-session';
import { requestLocale } from '../calculator/forward';
import { answer, unlessDown } from '../route-answers';

// The route handlers' side of the visitor's cart (lib/cart/cart-session.ts keeps its cookie): GET /api/cart and
// the drawing's 404.

/** The API's reply as the browser gets it; an API that does not answer is a 502 in the page's language. */
function passOn(locale: Locale, send: () => Promise<ApiReply>): Promise<Response> {
  return unlessDown(getMessages(locale).cart.requests.apiDown, async () => {
    const reply = await send();
    return answer(withoutAnonymousId(reply.body), reply.status);
  });
}

/**
 * GET: the visitor's cart. Signed in → the customer's cart (a sign-in found over has its cookies cleared and
 * the visitor reads as anonymous). No cookie → `null` (no cart is made for a visitor who has put nothing in
 * one). A cookie whose cart fails to load → the cookie is cleared, a fresh cart is fetched and its key stored.
 */
export async function readCart(request: Request): Promise<Response> {
  const locale = requestLocale(request);
  const tokens = await readTokens();
  if (hasSignIn(tokens)) {
    let signedOut = false;
    const response = await passOn(locale, async () => {
      const outcome = await sendSignedIn(
        async (access) => (await currentCustomerCart(locale, access)).reply,
        tokens,
      );
      signedOut = outcome.kind === 'signed-out';
      return replyOf(outcome, locale);
    });
    if (!signedOut) return response;
  }
  return readAnonymousCart(locale);
}

async function readAnonymousCart(locale: Locale): Promise<Response> {
  const key = await readKey();
  if (key === null) return answer(null);
  return passOn(locale, async () => {
    const reply = await fetchCart(locale, key);
    if (reply.status === 200 || reply.status >= 500) return reply;
    await clearKey();
    return refreshCart(locale, null);
  });
}

/** 404 for an item id that cannot be one. */
export function noSuchItem(request: Request): Response {
  return answer({ detail: getMessages(requestLocale(request)).cart.requests.badItem }, 404);
}
