import { z } from 'zod';
import { image } from './image';

// GET /banners/*. Hrefs are paths without the locale prefix, in the request's language ('/promotii' in ro,
// '/aktsii' in ru): the storefront adds the prefix with withLocale.

/**
 * A banner's call to action (docs/product.md §3 Button): `custom_link` navigates to `href`; `call_request` opens the
 * order-call form and has `href` ''.
 */
export const bannerButton = z
  .object({
    type: z.enum(['custom_link', 'call_request']),
    title: z.string(),
    href: z.string(),
  })
  .meta({ id: 'BannerButton' });
export type BannerButton = z.infer<typeof bannerButton>;

/** docs/product.md §3 Offer: a card with a picture (sale, discount, service and cooperation banners). */
export const offer = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    image,
    buttons: z.array(bannerButton),
  })
  .meta({ id: 'Offer' });
export type Offer = z.infer<typeof offer>;

/** A short claim beside the hero text: `value` big ('2011'), `label` under it. */
export const heroFact = z.object({ value: z.string(), label: z.string() });
export type HeroFact = z.infer<typeof heroFact>;

/** GET /banners/hero-screen: the home page's first screen. */
export const heroBanner = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    image,
    buttons: z.array(bannerButton),
    facts: z.array(heroFact),
  })
  .meta({ id: 'HeroBanner' });
export type HeroBanner = z.infer<typeof heroBanner>;

/** The lists of GET /banners/{kind}: every banner kind except the hero, in the order shown. */
export const OFFER_KINDS = ['offer', 'discount', 'service', 'cooperation'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];
