import { deliveryClass } from '@vitrina/pricing';
import { z } from 'zod';
import { quoteRequest } from './calculator';
import { cartTotalsBody } from './cart';
import { orderItem } from './order';
import { localeCode } from './pages';

// Offers (a quote, issue 20; docs/product.md §3 Offer): prices the API gave a configuration or the cart's lines,
// kept with each line's definition version, valid 14 days, reopened by their number.

/** 'Q-2026-000123'. */
export const priceOfferNumber = z.string().regex(/^Q-\d{4}-\d{6,}$/);

export const priceOfferItem = orderItem
  .extend({ delivery_class: deliveryClass })
  .meta({ id: 'PriceOfferItem' });
export type PriceOfferItem = z.infer<typeof priceOfferItem>;

export const priceOffer = z
  .object({
    number: priceOfferNumber,
    /** The language its titles and summaries were written in. */
    locale: localeCode,
    source: z.enum(['configuration', 'cart']),
    created_at: z.string(),
    valid_until: z.string(),
    /** Past valid_until: its prices no longer hold. */
    expired: z.boolean(),
    items: z.array(priceOfferItem),
    totals: cartTotalsBody,
  })
  .meta({ id: 'PriceOffer' });
export type PriceOffer = z.infer<typeof priceOffer>;

/** POST /calculator/offers/: one configured item, priced by the API (never a price from the client). */
export const createPriceOfferRequest = quoteRequest;
export type CreatePriceOfferRequest = z.input<typeof createPriceOfferRequest>;

/** POST /calculator/offers/{number}/email/: where the PDF goes. */
export const emailPriceOfferRequest = z.object({ email: z.string().max(254) });
export type EmailPriceOfferRequest = z.infer<typeof emailPriceOfferRequest>;
