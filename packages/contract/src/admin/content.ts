import { z } from 'zod';
import { BRANCH_KINDS } from '../company';
import { pageType } from '../pages';

// The shop's content edited in the back office (issue 18): promotions, articles and their tabs, vacancies, FAQ
// and reviews, each text in Romanian and Russian side by side. Bodies travel as HTML between the API and the
// editor, and are stored as blocks (docs/adr/0007): the API cleans and converts them both ways.

/** The languages every translated text must be written in before it is saved. */
export const contentLocales = ['ro', 'ru'] as const;
export type ContentLocale = (typeof contentLocales)[number];

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const oneLine = /^[^\u0000-\u001f\u007f]*$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const severalLines = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

/** Half of a surrogate pair without its other half: no character, and PostgreSQL refuses it in jsonb (a 500). */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const wellFormed = (text: string) => !loneSurrogate.test(text);

/** A one-line text typed by staff: trimmed, bounded, no control characters. */
const line = (max: number) => z.string().trim().max(max).regex(oneLine).refine(wellFormed);
/** A text of several lines (an answer, a review): line breaks and tabs allowed. */
const lines = (max: number) => z.string().trim().max(max).regex(severalLines).refine(wellFormed);

/**
 * A text in both languages. A language left out or blank is not refused here but by the API, which names the
 * language ('title.ru': missing in Russian) rather than answering a bare "required".
 */
const translatedLine = (max: number) =>
  z.strictObject({ ro: line(max).default(''), ru: line(max).default('') });
const translatedLines = (max: number) =>
  z.strictObject({ ro: lines(max).default(''), ru: lines(max).default('') });

/** Limits of what staff write, shared by the API's schemas and the screens' inputs. */
export const CONTENT_LIMITS = {
  title: 200,
  shortText: 120,
  label: 40,
  summary: 1000,
  longText: 4000,
  /** A body's HTML as the editor sends it, per language. */
  bodyHtml: 100_000,
  alt: 300,
  imagePath: 300,
  listItems: 30,
  listItem: 300,
  imageSide: 10_000,
  position: 1_000_000,
} as const;

/** A body in both languages, as the editor's HTML; the API keeps only what blocks can say. */
export const translatedHtml = translatedLines(CONTENT_LIMITS.bodyHtml);

/** A list of short texts in both languages (a vacancy's duties). */
const translatedList = z.strictObject({
  ro: z.array(line(CONTENT_LIMITS.listItem)).max(CONTENT_LIMITS.listItems).default([]),
  ru: z.array(line(CONTENT_LIMITS.listItem)).max(CONTENT_LIMITS.listItems).default([]),
});

/** A row's id or version: an int4 column, so a larger number is refused with the field's name. */
const int4 = z.number().int().min(1).max(2_147_483_647);
const version = int4;
/** An article tab's version is its row's transaction id (the table has no version column): 32 bits unsigned. */
const tabVersion = z.number().int().min(1).max(4_294_967_295);
const position = z.number().int().min(0).max(CONTENT_LIMITS.position);
/** A calendar day a person means: PostgreSQL refuses year 0, and an article from 1066 is a typo. */
const day = z.iso
  .date()
  .refine((value) => value >= '1990-01-01' && value <= '2099-12-31', { message: 'out_of_range' });

/** Where an illustration is served by the API: /static/ (the seed's pictures) or /media/ (the media library's). */
export const CONTENT_IMAGE_PATH = /^\/(static|media)\/[A-Za-z0-9._~/-]+$/;

/** An illustration's path, with its intrinsic size so the storefront reserves its box. */
const imagePath = z
  .string()
  .trim()
  .max(CONTENT_LIMITS.imagePath)
  .regex(CONTENT_IMAGE_PATH)
  .refine((path) => !path.split('/').includes('..'), { message: 'invalid' });
const side = z.number().int().min(1).max(CONTENT_LIMITS.imageSide);
const illustration = {
  image_file: imagePath,
  image_alt: translatedLine(CONTENT_LIMITS.alt),
  image_width: side,
  image_height: side,
};

/** A new record's fields; the update of one is the same, each optional, with the version it was read at. */
const updateOf = <Shape extends z.ZodRawShape>(create: z.ZodObject<Shape>, versionSchema = version) =>
  create.partial().extend({ version: versionSchema }).strict();

// Promotions (GET /promos).
export const adminPromoCreate = z.strictObject({
  position: position.optional(),
  title: translatedLine(CONTENT_LIMITS.title),
  description: translatedLines(CONTENT_LIMITS.summary),
  body: translatedHtml,
  discount_label: translatedLine(CONTENT_LIMITS.label),
  // No default: a change that leaves it out must leave the date as it is (a default would clear it).
  valid_until: day.nullable().optional(),
  ...illustration,
});
export const adminPromoUpdate = updateOf(adminPromoCreate);
export type AdminPromoCreate = z.infer<typeof adminPromoCreate>;

// Articles (GET /articles/items/) and their tabs (GET /tabs).
export const adminArticleCreate = z.strictObject({
  tab_id: int4,
  published_on: day,
  title: translatedLine(CONTENT_LIMITS.title),
  excerpt: translatedLines(CONTENT_LIMITS.summary),
  body: translatedHtml,
  ...illustration,
});
export const adminArticleUpdate = updateOf(adminArticleCreate);

export const adminArticleTabCreate = z.strictObject({
  position: position.optional(),
  title: translatedLine(CONTENT_LIMITS.shortText),
});
export const adminArticleTabUpdate = updateOf(adminArticleTabCreate, tabVersion);

// Vacancies (GET /vacancies).
export const adminVacancyCreate = z.strictObject({
  position: position.optional(),
  title: translatedLine(CONTENT_LIMITS.title),
  city: translatedLine(CONTENT_LIMITS.shortText),
  schedule: translatedLine(CONTENT_LIMITS.title),
  salary: translatedLine(CONTENT_LIMITS.shortText),
  description: translatedLines(CONTENT_LIMITS.longText),
  duties: translatedList,
  requirements: translatedList,
});
export const adminVacancyUpdate = updateOf(adminVacancyCreate);

// FAQ (GET /faq) and reviews (GET /reviews).
export const adminFaqCreate = z.strictObject({
  position: position.optional(),
  question: translatedLine(CONTENT_LIMITS.title * 2),
  answer: translatedLines(CONTENT_LIMITS.longText),
});
export const adminFaqUpdate = updateOf(adminFaqCreate);

/** A review's rating in half stars: 1 is ½ star, 10 is five stars (kept so, 0.5 steps stay exact). */
export const RATING_HALVES = { min: 1, max: 10 } as const;
export const adminReviewCreate = z.strictObject({
  position: position.optional(),
  author: translatedLine(CONTENT_LIMITS.shortText),
  city: translatedLine(CONTENT_LIMITS.shortText),
  rating_halves: z.number().int().min(RATING_HALVES.min).max(RATING_HALVES.max),
  text: translatedLines(CONTENT_LIMITS.longText),
  reviewed_on: day,
});
export const adminReviewUpdate = updateOf(adminReviewCreate);

// Works, the portfolio (GET /works/our_work), and the works page's heading (GET /works/our-works-content). Neither
// table has a version column: their version is the row's transaction id, like an article tab's.
/** The year a work was done: the company's years, not a typo's. */
export const WORK_YEARS = { min: 1990, max: 2099 } as const;
export const adminWorkCreate = z.strictObject({
  position: position.optional(),
  title: translatedLine(CONTENT_LIMITS.title),
  description: translatedLines(CONTENT_LIMITS.summary),
  city: translatedLine(CONTENT_LIMITS.shortText),
  product: translatedLine(CONTENT_LIMITS.shortText),
  year: z.number().int().min(WORK_YEARS.min).max(WORK_YEARS.max),
  ...illustration,
});
export const adminWorkUpdate = updateOf(adminWorkCreate, tabVersion);

/** The works page's heading and intro: one record, changed, never added or deleted. */
export const adminWorksContentUpdate = z.strictObject({
  title: translatedLine(CONTENT_LIMITS.title).optional(),
  text: translatedLines(CONTENT_LIMITS.longText).optional(),
  version: tabVersion,
});

// Banners (GET /banners/hero-screen and the offer lists of GET /banners/{kind}), with their buttons and the hero's
// facts as ordered lists inside the banner. The table has no version column: the row's transaction id is its
// version, and every save writes the row, so a change of a button changes it too.
export const BANNER_KINDS = ['hero', 'offer', 'discount', 'service', 'cooperation'] as const;
export const BANNER_BUTTON_TYPES = ['custom_link', 'call_request'] as const;
export const BANNER_LIMITS = { buttons: 3, facts: 6, factValue: 20, href: 300 } as const;

/** A storefront path without the language prefix ('/promotii'): never another site, never '//host'. */
export const BANNER_HREF = /^\/(?![/\\])[A-Za-z0-9._~/?#=&%+-]*$/;
const href = z.string().trim().max(BANNER_LIMITS.href).regex(BANNER_HREF);

/** A button: a link (its path in each language) or the order-call form (no path). */
const bannerButtonInput = z.strictObject({
  type: z.enum(BANNER_BUTTON_TYPES),
  title: translatedLine(CONTENT_LIMITS.label),
  href: z
    .strictObject({
      ro: z.union([z.literal(''), href]).default(''),
      ru: z.union([z.literal(''), href]).default(''),
    })
    .nullable()
    .optional(),
});
const bannerFactInput = z.strictObject({
  value: translatedLine(BANNER_LIMITS.factValue),
  label: translatedLine(CONTENT_LIMITS.shortText),
});
export const adminBannerCreate = z.strictObject({
  kind: z.enum(BANNER_KINDS),
  position: position.optional(),
  title: translatedLine(CONTENT_LIMITS.title),
  description: translatedLines(CONTENT_LIMITS.summary),
  image_file: imagePath,
  image_alt: translatedLine(CONTENT_LIMITS.alt),
  buttons: z.array(bannerButtonInput).max(BANNER_LIMITS.buttons),
  facts: z.array(bannerFactInput).max(BANNER_LIMITS.facts),
});
export const adminBannerUpdate = updateOf(adminBannerCreate, tabVersion);
export type AdminBannerCreate = z.infer<typeof adminBannerCreate>;

// Branches and dealers (GET /branches, a page each at /contacts/{slug}; docs/adr/0008). The table has no
// version column: the row's transaction id is its version.
export const BRANCH_LIMITS = { phones: 6, email: 254, slug: 120, phoneDisplay: 30 } as const;
/** A time of day as the storefront shows opening hours: '08:30'. */
export const BRANCH_HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A number as dialled from a tel: link: '+37322840845'. */
export const BRANCH_PHONE = /^\+?\d{6,15}$/;
const branchPhone = z.strictObject({
  name: translatedLine(CONTENT_LIMITS.shortText),
  value: z.string().trim().regex(BRANCH_PHONE),
  display: line(BRANCH_LIMITS.phoneDisplay).min(1),
});
const hour = z.string().trim().regex(BRANCH_HOUR);
export const adminBranchCreate = z.strictObject({
  // The form of a slug is the API's to word (lower-case Latin letters, digits and '-', as the catalogue's).
  slug: line(BRANCH_LIMITS.slug),
  kind: z.enum(BRANCH_KINDS),
  position: position.optional(),
  title: translatedLine(CONTENT_LIMITS.title),
  city: translatedLine(CONTENT_LIMITS.shortText),
  address: translatedLine(CONTENT_LIMITS.title),
  phones: z.array(branchPhone).max(BRANCH_LIMITS.phones),
  email: z.email().max(BRANCH_LIMITS.email),
  hours_from: hour,
  hours_to: hour,
  days: translatedLine(CONTENT_LIMITS.shortText),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  image_file: imagePath.nullable().optional(),
  description: translatedLines(CONTENT_LIMITS.longText),
});
export const adminBranchUpdate = updateOf(adminBranchCreate, tabVersion);

// SEO texts per page type (GET /pages/seo-content/detail/?page_type=): one record per listing page, named by its
// page type, changed but never added or deleted. `text` is HTML, cleaned by the API on write and again on read.
export const adminSeoContentUpdate = z.strictObject({
  title: translatedLine(CONTENT_LIMITS.title).optional(),
  description: translatedLines(CONTENT_LIMITS.summary).optional(),
  heading: translatedLine(CONTENT_LIMITS.title).optional(),
  text: translatedHtml.optional(),
  version: tabVersion,
});

/** Deleting names the version it was read at, like every other write. */
export const adminContentDelete = z.strictObject({ version: z.coerce.number().pipe(version) });
/** Deleting a record whose version is its row's transaction id (an article tab, a work). */
export const adminRowVersionDelete = z.strictObject({ version: z.coerce.number().pipe(tabVersion) });

// What the API answers: every language of every text, bodies as HTML for the editor.
const texts = z.object({ ro: z.string(), ru: z.string() });
const textLists = z.object({ ro: z.array(z.string()), ru: z.array(z.string()) });
const recordBase = { id: z.number().int(), version: z.number().int() };
const illustrationRecord = {
  image_file: z.string(),
  image_alt: texts,
  image_width: z.number().int(),
  image_height: z.number().int(),
};

export const adminPromo = z
  .object({
    ...recordBase,
    position: z.number().int(),
    title: texts,
    description: texts,
    body: texts,
    discount_label: texts,
    valid_until: z.string().nullable(),
    ...illustrationRecord,
  })
  .meta({ id: 'AdminPromo' });
export type AdminPromo = z.infer<typeof adminPromo>;

export const adminArticle = z
  .object({
    ...recordBase,
    tab_id: z.number().int(),
    published_on: z.string(),
    title: texts,
    excerpt: texts,
    body: texts,
    ...illustrationRecord,
  })
  .meta({ id: 'AdminArticle' });
export type AdminArticle = z.infer<typeof adminArticle>;

export const adminArticleTab = z
  .object({ ...recordBase, position: z.number().int(), title: texts, articles: z.number().int() })
  .meta({ id: 'AdminArticleTab' });
export type AdminArticleTab = z.infer<typeof adminArticleTab>;

export const adminVacancy = z
  .object({
    ...recordBase,
    position: z.number().int(),
    title: texts,
    city: texts,
    schedule: texts,
    salary: texts,
    description: texts,
    duties: textLists,
    requirements: textLists,
  })
  .meta({ id: 'AdminVacancy' });
export type AdminVacancy = z.infer<typeof adminVacancy>;

export const adminFaq = z
  .object({ ...recordBase, position: z.number().int(), question: texts, answer: texts })
  .meta({ id: 'AdminFaq' });
export type AdminFaq = z.infer<typeof adminFaq>;

export const adminReview = z
  .object({
    ...recordBase,
    position: z.number().int(),
    author: texts,
    city: texts,
    rating_halves: z.number().int(),
    text: texts,
    reviewed_on: z.string(),
  })
  .meta({ id: 'AdminReview' });
export type AdminReview = z.infer<typeof adminReview>;

export const adminWork = z
  .object({
    ...recordBase,
    position: z.number().int(),
    title: texts,
    description: texts,
    city: texts,
    product: texts,
    year: z.number().int(),
    ...illustrationRecord,
  })
  .meta({ id: 'AdminWork' });
export type AdminWork = z.infer<typeof adminWork>;

export const adminWorksContent = z
  .object({ ...recordBase, title: texts, text: texts })
  .meta({ id: 'AdminWorksContent' });
export type AdminWorksContent = z.infer<typeof adminWorksContent>;

export const adminBanner = z
  .object({
    ...recordBase,
    kind: z.enum(BANNER_KINDS),
    position: z.number().int(),
    title: texts,
    description: texts,
    image_file: z.string(),
    image_alt: texts,
    buttons: z.array(z.object({ type: z.enum(BANNER_BUTTON_TYPES), title: texts, href: texts.nullable() })),
    facts: z.array(z.object({ value: texts, label: texts })),
  })
  .meta({ id: 'AdminBanner' });
export type AdminBanner = z.infer<typeof adminBanner>;

export const adminBranch = z
  .object({
    ...recordBase,
    slug: z.string(),
    kind: z.enum(BRANCH_KINDS),
    position: z.number().int(),
    title: texts,
    city: texts,
    address: texts,
    phones: z.array(z.object({ name: texts, value: z.string(), display: z.string() })),
    email: z.string(),
    hours_from: z.string(),
    hours_to: z.string(),
    days: texts,
    lat: z.number(),
    lng: z.number(),
    image_file: z.string().nullable(),
    description: texts,
  })
  .meta({ id: 'AdminBranch' });
export type AdminBranch = z.infer<typeof adminBranch>;

export const adminSeoContent = z
  .object({
    /** The page type it is for ('works', 'promos' …): the record's id. */
    id: pageType,
    version: z.number().int(),
    title: texts,
    description: texts,
    heading: texts,
    text: texts,
  })
  .meta({ id: 'AdminSeoContent' });
export type AdminSeoContent = z.infer<typeof adminSeoContent>;

/**
 * The pieces the content schemas are made of, for the schemas of the other screens of content (the menu's, the
 * pages' and the home page's), so every text is typed alike.
 */
export const contentFields = {
  line,
  lines,
  translatedLine,
  translatedLines,
  tabVersion,
  position,
  day,
  imagePath,
  updateOf,
  texts,
};
