'use server';

import {
  type AddressRequest,
  addressRequest,
  type LoginRequest,
  loginRequest,
  type ProfileUpdateRequest,
  profileUpdateRequest,
  type RegistrationRequest,
  type ResetPasswordConfirmRequest,
  registrationRequest,
  resetPasswordConfirmRequest,
  resetPasswordRequest,
} from '@vitrina/contract';
import { getMessages, type Locale } from '@vitrina/locale';
import { z } from 'zod';
import { actionClientIp, actionLocale, apiAnswer, checkedCall } from '@/lib/actions/action-reply';
import {
  confirmPasswordReset,
  createTokens,
  deleteAddress,
  patchAddress,
  patchMe,
  postAddress,
  registerAccount,
  requestPasswordReset,
  revokeTokens,
} from '@/lib/api';
import { logApiFailure } from '@/lib/api/client';
import { clearSignIn, readTokens } from '@/lib/auth/session';
import { isTokenPair } from '@/lib/auth/with-auth';
import { parseRowId } from '@/lib/row-id';
import type { StorefrontReply } from '@/lib/storefront-request';
import { signedInCall, signInWith, thenCustomer } from './sign-in';

// The account's writes as Server Actions (docs/product.md §4 Auth, docs/adr/0050): the tokens go into and out of
// httpOnly cookies here and never reach the page (ADR 0014). Each answers the API's {status, body}, or 502 in the
// page's language when the API does not answer; the arguments come from the browser and are checked against the
// contract's request shapes first (the API runs the rules of @vitrina/forms on them).

const downText = (locale: Locale) => getMessages(locale).cart.requests.accountDown;

/**
 * {email, password} → POST /api/auth/jwt/create (with the browser's address, for the API's limit on failed
 * sign-ins); the tokens go into httpOnly cookies, the anonymous cart merges into the customer's (docs/product.md
 * §4) → 200 {user}. The API's 400 / 401 / 429 come back as they are.
 */
export async function signIn(locale: Locale, input: LoginRequest): Promise<StorefrontReply> {
  return checkedCall(locale, loginRequest, input, downText, async (language, login) => {
    const reply = await createTokens(language, login, await actionClientIp());
    if (reply.status !== 200 || !isTokenPair(reply.body)) {
      return { status: reply.status === 200 ? 502 : reply.status, body: reply.body };
    }
    return signInWith(language, reply.body);
  });
}

const registration = registrationRequest.extend({ sign_in: z.boolean().default(false) });

/**
 * → POST /api/auth/register/. With `signInToo` (the checkout's order account) the new customer is signed in
 * with the same password, exactly as signIn does → 201 {user}; without → 201 {user: null}. The API's 400 field
 * errors come back as they are. A sign-in that fails after the account was made answers 201 {user: null}: the
 * account exists, the visitor can sign in later.
 */
export async function register(
  locale: Locale,
  input: RegistrationRequest,
  signInToo: boolean,
): Promise<StorefrontReply> {
  const form = { ...input, sign_in: signInToo };
  return checkedCall(locale, registration, form, downText, async (language, checked) => {
    const { sign_in: signInAfter, ...account } = checked;
    const clientIp = await actionClientIp();
    const made = await registerAccount(language, account, clientIp);
    if (made.status !== 201 && made.status !== 200) return made;
    if (!signInAfter) return { status: 201, body: { user: null } };
    const tokens = await createTokens(
      language,
      { email: account.email, password: account.password },
      clientIp,
    );
    if (tokens.status !== 200 || !isTokenPair(tokens.body)) {
      console.error(JSON.stringify({ msg: 'sign-in after registration failed', status: tokens.status }));
      return { status: 201, body: { user: null } };
    }
    return signInWith(language, tokens.body, 201);
  });
}

/**
 * → POST /api/auth/resetpassword/ {email, lang}: the link is e-mailed in the page's language. 200 {detail}
 * whether or not the address has an account; 400 as is.
 */
export async function requestReset(locale: Locale, email: string): Promise<StorefrontReply> {
  const lang = actionLocale(locale);
  return checkedCall(lang, resetPasswordRequest, { email, lang }, downText, async (language, body) =>
    requestPasswordReset(language, body, await actionClientIp()),
  );
}

/**
 * {token, new_password, re_new_password} → POST /api/auth/resetpassword/confirm/: 200 {detail}, or 400 field
 * errors. A new password ends every sign-in of the account (ADR 0014), so this browser's cookies go too.
 */
export async function confirmReset(
  locale: Locale,
  input: ResetPasswordConfirmRequest,
): Promise<StorefrontReply> {
  return checkedCall(locale, resetPasswordConfirmRequest, input, downText, async (language, body) => {
    const reply = await confirmPasswordReset(language, body, await actionClientIp());
    if (reply.status === 200) await clearSignIn();
    return reply;
  });
}

/** → PATCH /api/auth/me/: the updated customer, or 400 field errors. Signed out → 401 {detail}. */
export async function updateProfile(
  locale: Locale,
  input: Omit<ProfileUpdateRequest, 'action'>,
): Promise<StorefrontReply> {
  const update = { ...input, action: 'update' };
  return checkedCall(locale, profileUpdateRequest, update, downText, (language, body) =>
    signedInCall(language, (access) => patchMe(language, access, body)),
  );
}

/** → POST /api/auth/me/addresses/ → 201 with the customer as they are now (their addresses included). */
export async function addAddress(locale: Locale, input: AddressRequest): Promise<StorefrontReply> {
  return checkedCall(locale, addressRequest, input, downText, (language, body) =>
    signedInCall(language, (access) => thenCustomer(language, access, postAddress(language, access, body))),
  );
}

const noSuchAddress = (locale: Locale): StorefrontReply => ({
  status: 404,
  body: { detail: getMessages(locale).cart.requests.noSuchAddress },
});

/** → PATCH /api/auth/me/addresses/{id}/ → 200 the customer; another customer's address is a 404. */
export async function updateAddress(
  localeArgument: Locale,
  addressId: number,
  input: AddressRequest,
): Promise<StorefrontReply> {
  const id = parseRowId(String(addressId));
  if (id === null) return noSuchAddress(actionLocale(localeArgument));
  return checkedCall(localeArgument, addressRequest, input, downText, (language, body) =>
    signedInCall(language, (access) =>
      thenCustomer(language, access, patchAddress(language, access, id, body)),
    ),
  );
}

/** → DELETE /api/auth/me/addresses/{id}/ → 200 the customer; another customer's address is a 404. */
export async function removeAddress(localeArgument: Locale, addressId: number): Promise<StorefrontReply> {
  const locale = actionLocale(localeArgument);
  const id = parseRowId(String(addressId));
  if (id === null) return noSuchAddress(locale);
  return apiAnswer(downText(locale), () =>
    signedInCall(locale, (access) => thenCustomer(locale, access, deleteAddress(locale, access, id))),
  );
}

/**
 * → POST /api/auth/logout/ {refresh} (its failure is ignored: the visitor is signed out here whatever the API
 * says), every sign-in cookie cleared → 204.
 */
export async function signOut(localeArgument: Locale): Promise<StorefrontReply> {
  const { refresh } = await readTokens();
  if (refresh !== null) {
    try {
      const reply = await revokeTokens(actionLocale(localeArgument), refresh);
      if (reply.status !== 204 && reply.status !== 200) {
        console.error(JSON.stringify({ msg: 'logout refused by the API', status: reply.status }));
      }
    } catch (error) {
      logApiFailure(error);
    }
  }
  await clearSignIn();
  return { status: 204, body: null };
}
