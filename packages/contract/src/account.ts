import { genders } from '@vitrina/forms';
import { z } from 'zod';
import { order, orderStage, orderStageChange } from './order';

// Customer accounts (docs/product.md §3 User, Address, Auth state; §7 /api/auth/*): Djoser-compatible bodies (docs/architecture.md §2).
// Request bodies are bounded strings here; their rules are @vitrina/forms' (registrationRules, ...), which the
// API runs and the storefront's forms run before sending.

const text = z.string().max(1000);

/** POST /api/auth/jwt/create, and what jwt/refresh answers too (the refresh token rotates). */
export const tokenPair = z.object({ access: z.string(), refresh: z.string() }).meta({ id: 'TokenPair' });
export type TokenPair = z.infer<typeof tokenPair>;

export const loginRequest = z.object({ email: text, password: text });
export type LoginRequest = z.input<typeof loginRequest>;

export const refreshRequest = z.object({ refresh: z.string().max(4096) });
export type RefreshRequest = z.input<typeof refreshRequest>;

export const registrationRequest = z.object({
  first_name: text,
  last_name: text,
  email: text,
  phone: text,
  password: text,
  re_password: text,
  terms: z.boolean(),
});
export type RegistrationRequest = z.input<typeof registrationRequest>;

/** POST /api/auth/resetpassword/: the link is e-mailed in `lang`. */
export const resetPasswordRequest = z.object({ email: text, lang: z.enum(['ro', 'ru']).default('ro') });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

/** POST /api/auth/resetpassword/confirm/: the token of the e-mailed link and the new password, twice. */
export const resetPasswordConfirmRequest = z.object({
  token: z.string().max(200),
  new_password: text,
  re_new_password: text,
});
export type ResetPasswordConfirmRequest = z.input<typeof resetPasswordConfirmRequest>;

export const gender = z.enum(genders);

export const address = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    company: z.string(),
    /** ISO code of GET /api/auth/me/countries/ ('MD'). */
    country: z.string(),
    /** A delivery city code of GET /localities/regions ('chisinau'), and its name in the request's language. */
    city: z.string(),
    city_name: z.string(),
    street: z.string(),
    house: z.string(),
    apartment: z.string(),
    zip_code: z.string(),
    phone: z.string(),
    extra_contact: z.string(),
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof address>;

export const addressRequest = z.object({
  first_name: text,
  last_name: text,
  company: text.optional(),
  country: text.optional(),
  city: text,
  street: text,
  house: text,
  apartment: text,
  zip_code: text,
  phone: text,
  extra_contact: text.optional(),
});
export type AddressRequest = z.input<typeof addressRequest>;

/** GET /api/auth/me/: the signed-in customer. */
export const user = z
  .object({
    id: z.number().int(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string(),
    gender: gender.nullable(),
    /** Bonus points held (one point is one euro cent). */
    bonuses: z.number().int(),
    addresses: z.array(address),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof user>;

/** PATCH /api/auth/me/ (docs/product.md §7: the profile fields plus action 'update'). */
export const profileUpdateRequest = z.object({
  action: z.literal('update'),
  first_name: text,
  last_name: text,
  email: text,
  phone: text,
  gender: z.enum([...genders, '']).nullish(),
});
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequest>;

export const country = z.object({ code: z.string(), name: z.string() });
export type Country = z.infer<typeof country>;

/** GET /localities/regions: the cities the shop delivers to (docs/product.md §5 Delivery). */
export const region = z.object({ code: z.string(), name: z.string() });
export type Region = z.infer<typeof region>;

/** A line of GET /calculator/orders/: what the profile's order history shows. */
export const orderSummary = z
  .object({
    id: z.number().int(),
    number: z.string(),
    /** The payment's status. */
    status: order.shape.status,
    /** Where the order is in the workshop's workflow. */
    stage: orderStage,
    /** The measurement visit last scheduled (ISO 8601), kept after it: the stage says whether it is to come. */
    measurement_at: z.string().nullable(),
    created_at: z.string(),
    /** The item titles, in the order's language. */
    summary: z.array(z.string()),
    items_count: z.number().int(),
    total_price: z.number().int(),
    bonuses_spent: z.number().int(),
    bonuses_earned: z.number().int(),
  })
  .meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof orderSummary>;

export const orderList = z
  .object({ results: z.array(orderSummary), pages: z.number().int(), total_count: z.number().int() })
  .meta({ id: 'OrderList' });
export type OrderList = z.infer<typeof orderList>;

/**
 * GET /calculator/orders/{id}/: one of the customer's orders, whole, with where it is in the workshop's workflow
 * and how it got there (`stage_history`, oldest first; empty while it is new).
 */
export const customerOrder = order
  .extend({
    bonuses_earned: z.number().int(),
    stage: orderStage,
    measurement_at: orderSummary.shape.measurement_at,
    stage_history: z.array(orderStageChange),
  })
  .meta({ id: 'CustomerOrder' });
export type CustomerOrder = z.infer<typeof customerOrder>;

/** How long an e-mailed password-reset link works; the e-mail and the storefront say it. */
export const RESET_LINK_LIFETIME_MINUTES = 60;

/** How many orders a page of the history holds. */
export const ORDERS_PAGE_SIZE = 10;

/** docs/product.md §9: a sign-in lasts 7 days from its last refresh; the storefront's refresh cookie lives as long. */
export const REFRESH_TOKEN_LIFETIME_S = 604_800;
/** Access tokens are short-lived (docs/architecture.md §2: minutes): a stolen one is worth little. */
export const ACCESS_TOKEN_LIFETIME_S = 300;
