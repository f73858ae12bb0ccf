import { z } from 'zod';
import { CONTENT_PAGE_KINDS, policyLanguage } from '../company';
import { CONTENT_LIMITS, contentFields, translatedHtml } from './content';

// The storefront's own pages edited in the back office (issue 18): info pages (/info/{slug}), the pages at
// /{slug} that the footer and the menu link to (footer, dynamic and colour pages) and the privacy policy in each
// language it is written in. None of these tables has a version column: a record's version is its row's
// transaction id (docs/adr/0028).

const { line, lines, translatedLine, translatedLines, tabVersion, position, day, updateOf, texts } =
  contentFields;

export const PAGE_LIMITS = { slug: 120, sections: 30, swatches: 200, swatchCode: 40 } as const;

/** A page's address in each language; its form is the API's to word (the catalogue's slug rules). */
const translatedSlug = translatedLine(PAGE_LIMITS.slug);

/** A colour as the storefront draws it, '#a1b2c3' (typed in capitals too). */
export const SWATCH_HEX = /^#[0-9a-f]{6}$/;
const hex = z.string().trim().toLowerCase().regex(SWATCH_HEX);

// Info pages (GET /pages/info-page/detail/?slug=). Their body is kept as plain text (paragraphs and lists).
export const adminInfoPageCreate = z.strictObject({
  position: position.optional(),
  slug: translatedSlug,
  title: translatedLine(CONTENT_LIMITS.title),
  body: translatedHtml,
});
export const adminInfoPageUpdate = updateOf(adminInfoPageCreate, tabVersion);

// Pages at /{slug} (GET /pages/{slug}, GET /pages/dynamic/{slug}) with their titled sections and, on a colour
// page, its colours; both lists are edited inside the page and replaced whole when sent.
const pageSectionInput = z.strictObject({
  title: translatedLine(CONTENT_LIMITS.title),
  body: translatedHtml,
});
const swatchInput = z.strictObject({
  group: translatedLine(CONTENT_LIMITS.shortText),
  name: translatedLine(CONTENT_LIMITS.shortText),
  code: line(PAGE_LIMITS.swatchCode).min(1),
  hex,
  grain_hex: hex.nullable().optional(),
});
export const adminContentPageCreate = z.strictObject({
  kind: z.enum(CONTENT_PAGE_KINDS),
  slug: translatedSlug,
  title: translatedLine(CONTENT_LIMITS.title),
  description: translatedLines(CONTENT_LIMITS.summary),
  intro: translatedLines(CONTENT_LIMITS.longText),
  sections: z.array(pageSectionInput).max(PAGE_LIMITS.sections),
  swatches: z.array(swatchInput).max(PAGE_LIMITS.swatches),
});
export const adminContentPageUpdate = updateOf(adminContentPageCreate, tabVersion);
export type AdminContentPageCreate = z.infer<typeof adminContentPageCreate>;

// The privacy policy (GET /pages/policy/{language}): one record per language it is written in, named by it,
// changed but never added or deleted. Its texts are in that one language, not translated.
const policySectionInput = z.strictObject({
  title: line(CONTENT_LIMITS.title).min(1),
  body: lines(CONTENT_LIMITS.bodyHtml),
});
export const adminPolicyPageUpdate = z.strictObject({
  title: line(CONTENT_LIMITS.title).min(1).optional(),
  updated_on: day.optional(),
  sections: z.array(policySectionInput).min(1).max(PAGE_LIMITS.sections).optional(),
  version: tabVersion,
});

// What the API answers: every language of every text, bodies as the editor's HTML.
const recordBase = { id: z.number().int(), version: z.number().int() };

export const adminInfoPage = z
  .object({ ...recordBase, position: z.number().int(), slug: texts, title: texts, body: texts })
  .meta({ id: 'AdminInfoPage' });
export type AdminInfoPage = z.infer<typeof adminInfoPage>;

export const adminContentPage = z
  .object({
    ...recordBase,
    kind: z.enum(CONTENT_PAGE_KINDS),
    slug: texts,
    title: texts,
    description: texts,
    intro: texts,
    sections: z.array(z.object({ title: texts, body: texts })),
    swatches: z.array(
      z.object({
        group: texts,
        name: texts,
        code: z.string(),
        hex: z.string(),
        grain_hex: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'AdminContentPage' });
export type AdminContentPage = z.infer<typeof adminContentPage>;

export const adminPolicyPage = z
  .object({
    /** The language it is written in: the record's id. */
    id: policyLanguage,
    version: z.number().int(),
    title: z.string(),
    updated_on: z.string(),
    sections: z.array(z.object({ title: z.string(), body: z.string() })),
  })
  .meta({ id: 'AdminPolicyPage' });
export type AdminPolicyPage = z.infer<typeof adminPolicyPage>;
