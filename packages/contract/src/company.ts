import { z } from 'zod';
import { textBlock } from './editorial';
import { image } from './image';
import { localeCode } from './pages';

// The company: branches and dealers, partners, achievements, equipment, FAQs, reviews, how to order, the
// about page, content pages at /{slug} (footer, dynamic, colours), info page details and the privacy policy.
// Texts are in the request's language; slugs of translated pages come with every language's slug so the
// storefront can send a visitor to the slug of their language.

/**
 * Where the company receives people. Dealers are branches too (kind 'dealer'): one table, one shape, one
 * endpoint (`GET /branches?kind=dealer`); the contacts page lists the company's own kinds.
 */
export const BRANCH_KINDS = ['showroom', 'office', 'factory', 'dealer'] as const;
export const branchKind = z.enum(BRANCH_KINDS);
export type BranchKind = z.infer<typeof branchKind>;

/** `value` as dialled in a tel: link ('+37322000000'), `display` as shown ('+373 22 000 000'). */
export const phone = z.object({ name: z.string(), value: z.string(), display: z.string() });
export type Phone = z.infer<typeof phone>;

/** Hours as '08:30' and '19:30'; `days` says which days ('Zilnic, fără zile libere'). */
export const workingHours = z.object({ from: z.string(), to: z.string(), days: z.string() });
export type WorkingHours = z.infer<typeof workingHours>;

/** GET /branches, GET /branches/{id}; `slug` is the same in every language (/contacts/{slug}). */
export const branch = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    kind: branchKind,
    title: z.string(),
    city: z.string(),
    address: z.string(),
    phones: z.array(phone),
    email: z.string(),
    working_hours: workingHours,
    map: z.object({ lat: z.number(), lng: z.number() }),
    image: image.nullable(),
    description: z.string(),
  })
  .meta({ id: 'Branch' });
export type Branch = z.infer<typeof branch>;

/** GET /partners: profile, glass and hardware brands; `href` is the brand's own site. */
export const partner = z
  .object({ id: z.number().int(), title: z.string(), image: image, href: z.string().nullable() })
  .meta({ id: 'Partner' });
export type Partner = z.infer<typeof partner>;

/** GET /achievements: a figure ('15 000+') with what it counts. */
export const achievement = z
  .object({
    id: z.number().int(),
    number: z.string(),
    title: z.string(),
    description: z.string(),
    image: image.nullable(),
  })
  .meta({ id: 'Achievement' });
export type Achievement = z.infer<typeof achievement>;

/** GET /equipament (spelled as in docs/product.md §7): the production lines. */
export const equipment = z
  .object({ id: z.number().int(), title: z.string(), description: z.string(), image: image.nullable() })
  .meta({ id: 'Equipment' });
export type Equipment = z.infer<typeof equipment>;

/** GET /faqs */
export const faq = z
  .object({ id: z.number().int(), question: z.string(), answer: z.string() })
  .meta({ id: 'Faq' });
export type Faq = z.infer<typeof faq>;

/** GET /reviews: `rating` from 0.5 to 5 in 0.5 steps (docs/product.md §9), `date` as 'YYYY-MM-DD'. */
export const review = z
  .object({
    id: z.number().int(),
    author: z.string(),
    city: z.string(),
    rating: z.number().min(0.5).max(5).multipleOf(0.5),
    text: z.string(),
    date: z.iso.date(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof review>;

/** GET /orders/how_to_order/: the steps from the first call to the installed window, in order. */
export const howToOrderStep = z
  .object({
    id: z.number().int(),
    step: z.number().int(),
    title: z.string(),
    description: z.string(),
    image: image.nullable(),
  })
  .meta({ id: 'HowToOrderStep' });
export type HowToOrderStep = z.infer<typeof howToOrderStep>;

/** A titled part of a page; its text is typed blocks (paragraphs, lists), like articles' (ADR 7). */
export const textSection = z.object({ title: z.string(), body: z.array(textBlock) });
export type TextSection = z.infer<typeof textSection>;

/** GET /pages/about: the page's own texts and key facts; achievements, equipment, ... have their endpoints. */
export const aboutPage = z
  .object({
    title: z.string(),
    description: z.string(),
    intro: z.string(),
    sections: z.array(textSection),
    facts: z.array(z.object({ value: z.string(), label: z.string() })),
  })
  .meta({ id: 'AboutPage' });
export type AboutPage = z.infer<typeof aboutPage>;

/** The page's slug in every storefront language ({ro: 'montaj', ru: 'montazh'}). */
export const localizedSlugMap = z.record(localeCode, z.string());
export type LocalizedSlugMap = z.infer<typeof localizedSlugMap>;

/** One colour of a colours page: a plain colour, or a wood-grain lamination drawn from two tones. */
export const colorSwatch = z.object({
  id: z.number().int(),
  group: z.string(),
  name: z.string(),
  code: z.string(),
  hex: z.string().regex(/^#[0-9a-f]{6}$/),
  grain_hex: z
    .string()
    .regex(/^#[0-9a-f]{6}$/)
    .nullable(),
});
export type ColorSwatch = z.infer<typeof colorSwatch>;

export const CONTENT_PAGE_KINDS = ['footer', 'dynamic', 'colors'] as const;

/**
 * GET /pages/{slug} (kind 'footer') and GET /pages/dynamic/{x} (kinds 'dynamic' and 'colors'): a page at
 * /{slug}. `slug` is this language's; a request with another language's slug is answered too, and the
 * storefront redirects to `slug`. `swatches` is empty except on colour pages.
 */
export const contentPage = z
  .object({
    id: z.number().int(),
    kind: z.enum(CONTENT_PAGE_KINDS),
    slug: z.string(),
    slugs: localizedSlugMap,
    title: z.string(),
    description: z.string(),
    intro: z.string(),
    sections: z.array(textSection),
    swatches: z.array(colorSwatch),
  })
  .meta({ id: 'ContentPage' });
export type ContentPage = z.infer<typeof contentPage>;

/** GET /pages/info-page/detail/?slug=: an info page (/info/{slug}); the slug may be of either language. */
export const infoPageDetail = z
  .object({ title: z.string(), slug: z.string(), slugs: localizedSlugMap, body: z.array(textBlock) })
  .meta({ id: 'InfoPageDetail' });
export type InfoPageDetail = z.infer<typeof infoPageDetail>;

/** The languages the privacy policy is written in (its slugs are in @vitrina/locale's policySlugs). */
export const POLICY_LANGUAGES = ['ro', 'ru', 'en', 'fr', 'it'] as const;
export const policyLanguage = z.enum(POLICY_LANGUAGES);

/**
 * GET /pages/policy/{language}: the privacy policy written in `language`, whatever the request's locale,
 * with the list of every variant (for links between them).
 */
export const policyPage = z
  .object({
    language: policyLanguage,
    title: z.string(),
    updated: z.iso.date(),
    sections: z.array(textSection),
    variants: z.array(z.object({ language: policyLanguage, title: z.string() })),
  })
  .meta({ id: 'PolicyPage' });
export type PolicyPage = z.infer<typeof policyPage>;
