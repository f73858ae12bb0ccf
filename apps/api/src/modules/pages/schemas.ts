import { z } from 'zod';

// Response shapes of apps/web/lib/api/types.ts; the serializer drops any key not declared here.
export const HOME_SECTIONS = [
  'faq',
  'advantages',
  'credit',
  'how_order',
  'our_works',
  'achievements',
  'equipament',
  'sale',
  'information_section',
  'work_process',
  'other_services',
  'products_category',
  'parteners',
  'reviews',
] as const;
export type HomeSectionName = (typeof HOME_SECTIONS)[number];

export const PAGE_TYPES = [
  'articles',
  'article',
  'branch',
  'contacts',
  'about',
  'colors',
  'works',
  'dealers',
  'promos',
  'promo-page',
  'index',
  'vacancies',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

const image = z.object({ file: z.string(), alt: z.string() });

export const sectionItem = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: image.nullable(),
  href: z.string().nullable(),
});

export const homeSection = z
  .object({ title: z.string(), description: z.string(), items: z.array(sectionItem) })
  .meta({ id: 'HomeSection' });
export type HomeSection = z.infer<typeof homeSection>;

export const language = z.object({ code: z.string(), iso: z.string(), title: z.string(), flag: z.string() });

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

export const homePage = z
  .object({
    default_language: z.object({ code: z.string() }),
    available_languages: z.array(language),
    site: siteContacts,
    ...(Object.fromEntries(HOME_SECTIONS.map((name) => [name, homeSection])) as Record<
      HomeSectionName,
      typeof homeSection
    >),
  })
  .meta({ id: 'HomePage' });
export type HomePage = z.infer<typeof homePage>;

export const footerColumn = z
  .object({
    id: z.number().int(),
    name: z.string(),
    order: z.number().int(),
    pages: z.array(z.object({ name: z.string(), slug: z.string() })),
  })
  .meta({ id: 'FooterColumn' });
export type FooterColumn = z.infer<typeof footerColumn>;

export const infoPageLink = z.object({ title: z.string(), slug: z.string() }).meta({ id: 'InfoPageLink' });
export type InfoPageLink = z.infer<typeof infoPageLink>;

export const seoContent = z
  .object({
    page_type: z.enum(PAGE_TYPES),
    title: z.string(),
    description: z.string(),
    heading: z.string(),
    text: z.string(),
  })
  .meta({ id: 'SeoContent' });
export type SeoContent = z.infer<typeof seoContent>;
