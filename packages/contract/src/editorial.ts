import { z } from 'zod';
import { image } from './image';

// GET /articles/*, /tabs, /promos/*, /vacancies, /works/*. Texts come in the locale of Accept-Language.

/** An illustration with its intrinsic size, so the storefront reserves its box before it loads. */
export const sizedImage = image
  .extend({ width: z.number().int().positive(), height: z.number().int().positive() })
  .meta({ id: 'SizedImage' });
export type SizedImage = z.infer<typeof sizedImage>;

/**
 * Rich text as structured blocks rather than HTML: the storefront renders each block as an element, so no
 * markup from the database ever reaches a page (nothing to sanitize, no XSS).
 */
export const textBlock = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('paragraph'), text: z.string() }),
    z.object({ type: z.literal('heading'), text: z.string() }),
    z.object({ type: z.literal('list'), items: z.array(z.string()) }),
  ])
  .meta({ id: 'TextBlock' });
export type TextBlock = z.infer<typeof textBlock>;

/** A paginated list (docs/product.md §7): `pages` is 0 when there is nothing, page numbers start at 1. */
const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({
    results: z.array(item),
    pages: z.number().int().nonnegative(),
    total_count: z.number().int().nonnegative(),
  });

/** GET /tabs: the blog's categories. The 'general' tab (id 0, all articles) is the storefront's, not here. */
export const articleTab = z
  .object({ id: z.number().int().positive(), title: z.string() })
  .meta({ id: 'ArticleTab' });
export type ArticleTab = z.infer<typeof articleTab>;

/** The id of the storefront's 'all articles' tab (docs/product.md §3), also accepted as parent_category=0. */
export const GENERAL_TAB_ID = 0;

/** Query bounds of GET /articles/items/ (search is trimmed before its length is checked). */
export const ARTICLE_QUERY = { pageSize: 6, searchMaxLength: 100 } as const;

/** One card of the blog. `published` is a calendar date, 'YYYY-MM-DD'. */
export const articleSummary = z
  .object({
    id: z.number().int(),
    title: z.string(),
    excerpt: z.string(),
    image: sizedImage,
    tab: articleTab,
    published: z.iso.date(),
  })
  .meta({ id: 'ArticleSummary' });
export type ArticleSummary = z.infer<typeof articleSummary>;

/** GET /articles/items/ */
export const articlePage = pageOf(articleSummary).meta({ id: 'ArticlePage' });
export type ArticlePage = z.infer<typeof articlePage>;

/** GET /articles/items/{id}: the article and a few others of its tab, newest first. */
export const article = articleSummary
  .extend({ body: z.array(textBlock), related: z.array(articleSummary) })
  .meta({ id: 'Article' });
export type Article = z.infer<typeof article>;

/** GET /promos: one promotion card. `valid_until` is 'YYYY-MM-DD' or null for an open-ended offer. */
export const promoSummary = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    image: sizedImage,
    /** As shown on the card's badge: '-15%', '2 + 1', 'Montaj 0 lei'. */
    discount_label: z.string(),
    valid_until: z.iso.date().nullable(),
  })
  .meta({ id: 'PromoSummary' });
export type PromoSummary = z.infer<typeof promoSummary>;

/** GET /promos/{id} */
export const promo = promoSummary.extend({ body: z.array(textBlock) }).meta({ id: 'Promo' });
export type Promo = z.infer<typeof promo>;

/** GET /vacancies: an open position. `salary` is display text ('de la 15 000 lei'). */
export const vacancy = z
  .object({
    id: z.number().int(),
    title: z.string(),
    city: z.string(),
    schedule: z.string(),
    salary: z.string(),
    description: z.string(),
    duties: z.array(z.string()),
    requirements: z.array(z.string()),
  })
  .meta({ id: 'Vacancy' });
export type Vacancy = z.infer<typeof vacancy>;

/** A portfolio project. `product` names the product family installed ('Ferestre PVC'). */
export const work = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    image: sizedImage,
    city: z.string(),
    product: z.string(),
    year: z.number().int(),
  })
  .meta({ id: 'Work' });
export type Work = z.infer<typeof work>;

/** Page size of GET /works/our_work and GET /works/works_process. */
export const WORKS_PAGE_SIZE = 6;
export const WORK_STEPS_PAGE_SIZE = 12;

/** GET /works/our_work */
export const workPage = pageOf(work).meta({ id: 'WorkPage' });
export type WorkPage = z.infer<typeof workPage>;

/** One step of how an order is carried out; `step` is its number, 1 first. */
export const workStep = z
  .object({
    id: z.number().int(),
    step: z.number().int().positive(),
    title: z.string(),
    description: z.string(),
  })
  .meta({ id: 'WorkStep' });
export type WorkStep = z.infer<typeof workStep>;

/** GET /works/works_process */
export const workStepPage = pageOf(workStep).meta({ id: 'WorkStepPage' });
export type WorkStepPage = z.infer<typeof workStepPage>;

/** GET /works/our-works-content: the heading and intro of the works page. */
export const worksContent = z.object({ title: z.string(), text: z.string() }).meta({ id: 'WorksContent' });
export type WorksContent = z.infer<typeof worksContent>;
