import { localeCodes } from '@vitrina/locale';
import { z } from 'zod';
import { image } from './image';
import { HOME_SECTIONS, type HomeSectionName, PAGE_TYPES } from './names';

// GET /pages/*. Hrefs and slugs are locale-neutral: the storefront adds the /ru prefix.

// From the locale list, so adding a storefront language stays a data change.
export const localeCode = z.enum(localeCodes);
export type LocaleCode = z.infer<typeof localeCode>;

/** `iso` is 'ro-RO' or 'ru-RU'; `flag` is the URL of an image served by the API ('/static/flags/ro.svg'). */
export const language = z.object({ code: localeCode, iso: z.string(), title: z.string(), flag: z.string() });
export type Language = z.infer<typeof language>;

/**
 * One card of a home-page section (advantages, categories, achievements, ...). `value` is a figure or caption
 * shown large (an achievement's '15 000+', a step's number, a reviewer's city); `rating` only on reviews.
 */
export const sectionItem = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: image.nullable(),
  href: z.string().nullable(),
  value: z.string().nullable(),
  rating: z.number().min(0.5).max(5).multipleOf(0.5).nullable(),
});
export type SectionItem = z.infer<typeof sectionItem>;

/** Every home section has this shape; an absent one is `{ title: '', description: '', items: [] }`. */
export const homeSection = z
  .object({ title: z.string(), description: z.string(), items: z.array(sectionItem) })
  .meta({ id: 'HomeSection' });
export type HomeSection = z.infer<typeof homeSection>;

/** `phone` as shown ('+373 22 000 000'), `phone_href` as dialled ('tel:+37322000000'), hours as '08:30'. */
export const siteContacts = z.object({
  phone: z.string(),
  phone_href: z.string(),
  email: z.string(),
  address: z.string(),
  working_hours: z.object({ from: z.string(), to: z.string() }),
  socials: z.array(
    z.object({ name: z.enum(['facebook', 'instagram', 'youtube', 'tiktok']), href: z.string() }),
  ),
});
export type SiteContacts = z.infer<typeof siteContacts>;

/** GET /pages/home-page/ */
export const homePage = z
  .object({
    default_language: z.object({ code: localeCode }),
    available_languages: z.array(language),
    site: siteContacts,
    ...(Object.fromEntries(HOME_SECTIONS.map((name) => [name, homeSection])) as Record<
      HomeSectionName,
      typeof homeSection
    >),
  })
  .meta({ id: 'HomePage' });
export type HomePage = z.infer<typeof homePage>;

/** GET /pages/footer-page, ordered by `order`; a page with slug '' is dropped by the storefront. */
export const footerColumn = z
  .object({
    id: z.number().int(),
    name: z.string(),
    order: z.number().int(),
    pages: z.array(z.object({ name: z.string(), slug: z.string() })),
  })
  .meta({ id: 'FooterColumn' });
export type FooterColumn = z.infer<typeof footerColumn>;

/** GET /pages/info-page */
export const infoPageLink = z.object({ title: z.string(), slug: z.string() }).meta({ id: 'InfoPageLink' });
export type InfoPageLink = z.infer<typeof infoPageLink>;

export const pageType = z.enum(PAGE_TYPES);

/** GET /pages/seo-content/detail/?page_type=: the <title>, meta description, h1 and plain-text intro. */
export const seoContent = z
  .object({
    page_type: pageType,
    title: z.string(),
    description: z.string(),
    heading: z.string(),
    text: z.string(),
  })
  .meta({ id: 'SeoContent' });
export type SeoContent = z.infer<typeof seoContent>;
