import { z } from 'zod';
import { HOME_SECTIONS } from '../names';
import { BANNER_HREF, BANNER_LIMITS, CONTENT_LIMITS, contentFields } from './content';

// The home page edited in the back office (issue 18): each section's heading, the cards of the sections that are
// the home page's own, and the company's cards that other sections show (achievements, equipment, partners, the
// steps of an order; docs/adr/0009). None of these tables has a version column: a record's version is its row's
// transaction id (docs/adr/0028).

const { line, translatedLine, translatedLines, tabVersion, position, imagePath, updateOf, texts } =
  contentFields;

/** The sections whose cards are kept with the home page (home_section_items); the rest show another table's. */
export const HOME_OWN_SECTIONS = ['advantages', 'credit', 'information_section', 'other_services'] as const;

/** A picture a card may go without. */
const optionalImage = imagePath.nullable().optional();

// A section's heading (GET /pages/home-page/): one record per section, named by it, changed but never added or
// deleted. A section may go without a description (in both languages, or neither).
export const adminHomeSectionUpdate = z.strictObject({
  title: translatedLine(CONTENT_LIMITS.title).optional(),
  description: translatedLines(CONTENT_LIMITS.summary).optional(),
  version: tabVersion,
});

/** A storefront path in each language ('/ferestre'), or blank in both for a card that links nowhere. */
const cardHref = z.strictObject({
  ro: z.union([z.literal(''), line(BANNER_LIMITS.href).regex(BANNER_HREF)]).default(''),
  ru: z.union([z.literal(''), line(BANNER_LIMITS.href).regex(BANNER_HREF)]).default(''),
});

// A card of the home page's own sections: a figure or caption shown large, a picture and a link are each
// optional, and written in both languages or neither.
export const adminHomeCardCreate = z.strictObject({
  section: z.enum(HOME_OWN_SECTIONS),
  position: position.optional(),
  title: translatedLine(CONTENT_LIMITS.title),
  description: translatedLines(CONTENT_LIMITS.summary),
  value: translatedLine(CONTENT_LIMITS.label).nullable().optional(),
  href: cardHref.nullable().optional(),
  image_file: optionalImage,
  image_alt: translatedLine(CONTENT_LIMITS.alt).nullable().optional(),
});
export const adminHomeCardUpdate = updateOf(adminHomeCardCreate, tabVersion);

// The company's cards (GET /achievements, /equipament, /partners, /orders/how_to_order/), shown on the home page
// and the about page.
export const adminAchievementCreate = z.strictObject({
  position: position.optional(),
  number: translatedLine(CONTENT_LIMITS.label),
  title: translatedLine(CONTENT_LIMITS.title),
  description: translatedLines(CONTENT_LIMITS.summary),
  image_file: optionalImage,
});
export const adminAchievementUpdate = updateOf(adminAchievementCreate, tabVersion);

/** Equipment and the steps of an order: a titled card with an optional picture. */
export const adminCompanyCardCreate = z.strictObject({
  position: position.optional(),
  title: translatedLine(CONTENT_LIMITS.title),
  description: translatedLines(CONTENT_LIMITS.summary),
  image_file: optionalImage,
});
export const adminCompanyCardUpdate = updateOf(adminCompanyCardCreate, tabVersion);

/** A brand's name is its own in every language; its site is on the web, not the storefront. */
export const PARTNER_LIMITS = { href: 300 } as const;
export const adminPartnerCreate = z.strictObject({
  position: position.optional(),
  title: line(CONTENT_LIMITS.shortText).min(1),
  image_file: imagePath,
  href: z
    .url({ protocol: /^https?$/ })
    .max(PARTNER_LIMITS.href)
    .nullable()
    .optional(),
});
export const adminPartnerUpdate = updateOf(adminPartnerCreate, tabVersion);

// What the API answers: every language of every text; a text a card goes without is blank in both.
const recordBase = { id: z.number().int(), version: z.number().int() };

export const adminHomeSection = z
  .object({
    /** The section's name ('advantages', 'faq' …): the record's id. */
    id: z.enum(HOME_SECTIONS),
    version: z.number().int(),
    title: texts,
    description: texts,
  })
  .meta({ id: 'AdminHomeSection' });
export type AdminHomeSection = z.infer<typeof adminHomeSection>;

export const adminHomeCard = z
  .object({
    ...recordBase,
    section: z.enum(HOME_OWN_SECTIONS),
    position: z.number().int(),
    title: texts,
    description: texts,
    value: texts,
    href: texts,
    image_file: z.string().nullable(),
    image_alt: texts,
  })
  .meta({ id: 'AdminHomeCard' });
export type AdminHomeCard = z.infer<typeof adminHomeCard>;

export const adminAchievement = z
  .object({
    ...recordBase,
    position: z.number().int(),
    number: texts,
    title: texts,
    description: texts,
    image_file: z.string().nullable(),
  })
  .meta({ id: 'AdminAchievement' });
export type AdminAchievement = z.infer<typeof adminAchievement>;

export const adminCompanyCard = z
  .object({
    ...recordBase,
    position: z.number().int(),
    title: texts,
    description: texts,
    image_file: z.string().nullable(),
  })
  .meta({ id: 'AdminCompanyCard' });
export type AdminCompanyCard = z.infer<typeof adminCompanyCard>;

export const adminPartner = z
  .object({
    ...recordBase,
    position: z.number().int(),
    title: z.string(),
    image_file: z.string(),
    href: z.string().nullable(),
  })
  .meta({ id: 'AdminPartner' });
export type AdminPartner = z.infer<typeof adminPartner>;
