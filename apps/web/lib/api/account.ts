import type {
  AddressRequest,
  LoginRequest,
  ProfileUpdateRequest,
  RegistrationRequest,
  ResetPasswordConfirmRequest,
  ResetPasswordRequest,
} from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import { config } from '../config';
import { type ApiReply, apiSend } from './client';

// Customer accounts (docs/product.md §7 /api/auth/*, /calculator/orders/). Per visitor: never cached. The storefront's
// route handlers (app/api/account/...) make these calls with the tokens they keep in httpOnly cookies; every
// answer comes back as it is (status and body) for them to decide. Calls that count failures per address
// (sign-in, registration, reset) name the browser's address in X-Forwarded-For, which the API believes only
// from the storefront (lib/auth/client-address.ts says where the address comes from).

/** The customer's access token as the bearer (docs/product.md §6). */
export const bearer = (access: string) => ({ Authorization: `Bearer ${access}` });
/** Names the browser's address for the API's per-address limits; nothing when it is not known. */
export const forwardedFor = (clientIp: string | null): Record<string, string> =>
  clientIp === null ? {} : { 'X-Forwarded-For': clientIp };

export function createTokens(
  locale: Locale,
  login: LoginRequest,
  clientIp: string | null,
): Promise<ApiReply> {
  return apiSend('POST', '/api/auth/jwt/create', login, { locale, headers: forwardedFor(clientIp) });
}

/** Spends `refresh`: 200 a new pair (the old token is dead from now on), 401 refused. */
export function refreshTokens(locale: Locale, refresh: string): Promise<ApiReply> {
  return apiSend('POST', '/api/auth/jwt/refresh/', { refresh }, { locale });
}

/** Ends the sign-in `refresh` belongs to: 204. */
export function revokeTokens(locale: Locale, refresh: string): Promise<ApiReply> {
  return apiSend('POST', '/api/auth/logout/', { refresh }, { locale });
}

export function registerAccount(
  locale: Locale,
  registration: RegistrationRequest,
  clientIp: string | null,
): Promise<ApiReply> {
  return apiSend('POST', '/api/auth/register/', registration, { locale, headers: forwardedFor(clientIp) });
}

export function requestPasswordReset(
  locale: Locale,
  reset: ResetPasswordRequest,
  clientIp: string | null,
): Promise<ApiReply> {
  return apiSend('POST', '/api/auth/resetpassword/', reset, { locale, headers: forwardedFor(clientIp) });
}

export function confirmPasswordReset(
  locale: Locale,
  confirm: ResetPasswordConfirmRequest,
  clientIp: string | null,
): Promise<ApiReply> {
  return apiSend('POST', '/api/auth/resetpassword/confirm/', confirm, {
    locale,
    headers: forwardedFor(clientIp),
  });
}

export function fetchMe(locale: Locale, access: string): Promise<ApiReply> {
  return apiSend('GET', '/api/auth/me/', undefined, { locale, headers: bearer(access) });
}

export function patchMe(locale: Locale, access: string, profile: ProfileUpdateRequest): Promise<ApiReply> {
  return apiSend('PATCH', '/api/auth/me/', profile, { locale, headers: bearer(access) });
}

export function postAddress(locale: Locale, access: string, address: AddressRequest): Promise<ApiReply> {
  return apiSend('POST', '/api/auth/me/addresses/', address, { locale, headers: bearer(access) });
}

export function patchAddress(
  locale: Locale,
  access: string,
  id: number,
  address: AddressRequest,
): Promise<ApiReply> {
  return apiSend('PATCH', `/api/auth/me/addresses/${id}/`, address, { locale, headers: bearer(access) });
}

export function deleteAddress(locale: Locale, access: string, id: number): Promise<ApiReply> {
  return apiSend('DELETE', `/api/auth/me/addresses/${id}/`, undefined, { locale, headers: bearer(access) });
}

/** GET /calculator/orders/?page=n: a page of the customer's order history. */
export function fetchOrders(locale: Locale, access: string, page: number): Promise<ApiReply> {
  return apiSend('GET', `/orders/?page=${page}`, undefined, {
    locale,
    base: config.calculatorApiUrl,
    headers: bearer(access),
  });
}

/** GET /calculator/orders/{id}/: one of the customer's orders (404 for anyone else's). */
export function fetchOrder(locale: Locale, access: string, id: number): Promise<ApiReply> {
  return apiSend('GET', `/orders/${id}/`, undefined, {
    locale,
    base: config.calculatorApiUrl,
    headers: bearer(access),
  });
}
