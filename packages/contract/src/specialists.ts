import type { DeliveryCity } from '@vitrina/forms';
import { z } from 'zod';
import { region } from './account';
import { characteristic } from './catalog';
import { phone } from './company';

// GET /specialists/*: the specialist finder (docs/product.md §2 Specialist finder, §3 Specialist). Texts are in the
// request's language; a city is a delivery-city code of @vitrina/forms with its name.

/** The city the finder opens with and the list answers when no city is asked for (docs/product.md §2: Кишинёв). */
export const DEFAULT_SPECIALIST_CITY: DeliveryCity = 'chisinau';

/** GET /specialists/cities/: a city that has specialists, and how many. */
export const specialistCity = region
  .extend({ count: z.number().int().positive() })
  .meta({ id: 'SpecialistCity' });
export type SpecialistCity = z.infer<typeof specialistCity>;

/**
 * GET /specialists/?city=: one card of the list. `price` is in euro cents, as catalogue prices are: the price a
 * visit starts from, shown as "de la X €" / "от X €". `rating` is from 0 to 5 in 0.5 steps (docs/product.md §9).
 */
export const specialistSummary = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** '/static/specialists/...' (served by the API, proxied by the storefront). */
    photo: z.string(),
    rating: z.number().min(0).max(5).multipleOf(0.5),
    city: region,
    price: z.number().int().nonnegative(),
  })
  .meta({ id: 'SpecialistSummary' });
export type SpecialistSummary = z.infer<typeof specialistSummary>;

/** A line of a specialist's price list: `value` in euro cents. */
export const specialistPrice = z.object({ name: z.string(), value: z.number().int().nonnegative() });
export type SpecialistPrice = z.infer<typeof specialistPrice>;

/** GET /specialists/{id}/: the card plus how to reach them, what the shop checked, prices and properties. */
export const specialist = specialistSummary
  .extend({
    email: z.string(),
    /** What the shop checked ('Identity confirmed', 'Certified by Rehau'), in order. */
    checks: z.array(z.string()),
    prices: z.array(specialistPrice),
    /** `value` as dialled in a tel: link, `display` in the +373 mask. */
    phones: z.array(phone),
    /** 'Experience': '12 years', 'Languages': ..., in order. */
    properties: z.array(characteristic),
  })
  .meta({ id: 'Specialist' });
export type Specialist = z.infer<typeof specialist>;
