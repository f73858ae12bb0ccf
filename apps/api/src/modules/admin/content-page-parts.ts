import type { AdminContentPageCreate, FieldErrors, TextBlock } from '@vitrina/contract';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { colorSwatches, contentPageSections, contentPages } from '../../db/schema';
import { jsonList } from '../../db/translate';
import type { ContentMessages } from './content-messages';
import { bodyBlocks, bodyHtml, inBoth, missingTranslations } from './content-values';

// A page's titled sections and, on a colour page, its colours: ordered lists edited inside the page's form, kept
// in their own tables. A save that sends a list replaces it whole, in the list's order; one that leaves it out
// keeps it. A section's body is the editor's HTML, kept as blocks (docs/adr/0028).

type Section = AdminContentPageCreate['sections'][number];
type Swatch = AdminContentPageCreate['swatches'][number];

/** The lists as stored: translations that may lack a language. */
interface StoredParts {
  sections: { title: Record<string, string>; body: Record<string, TextBlock[]> }[];
  swatches: {
    group: Record<string, string>;
    name: Record<string, string>;
    code: string;
    hex: string;
    grain_hex: string | null;
  }[];
}

/** The sections and colours of the page row being read (correlated subqueries). */
export const contentPageParts = {
  // Qualified by hand: inside a subquery drizzle writes columns bare, and `title` would be the page's too.
  sections: sql<StoredParts['sections']>`(select ${jsonList(
    sql`json_build_object('title', ${contentPageSections}.title, 'body', ${contentPageSections}.body)`,
    sql`${contentPageSections}.position, ${contentPageSections}.id`,
  )} from ${contentPageSections} where ${contentPageSections}.page_id = ${contentPages}.id)`,
  swatches: sql<StoredParts['swatches']>`(select ${jsonList(
    sql`json_build_object('group', ${colorSwatches}."group", 'name', ${colorSwatches}.name,
      'code', ${colorSwatches}.code, 'hex', ${colorSwatches}.hex, 'grain_hex', ${colorSwatches}.grain_hex)`,
    sql`${colorSwatches}.position, ${colorSwatches}.id`,
  )} from ${colorSwatches} where ${colorSwatches}.page_id = ${contentPages}.id)`,
};

/** The stored lists as the editor's (bodies as HTML, both languages). */
export function partsRecord(row: object) {
  const parts = row as StoredParts;
  return {
    sections: parts.sections.map((section) => ({
      title: inBoth(section.title, ''),
      body: bodyHtml(section.body),
    })),
    swatches: parts.swatches.map((swatch) => ({
      group: inBoth(swatch.group, ''),
      name: inBoth(swatch.name, ''),
      code: swatch.code,
      hex: swatch.hex,
      grain_hex: swatch.grain_hex,
    })),
  };
}

/** `sections.0.body.ru` and the like for every text an item of the lists lacks in a language. */
export function missingInParts(
  input: { sections?: Section[] | undefined; swatches?: Swatch[] | undefined },
  texts: ContentMessages,
): FieldErrors {
  const errors: FieldErrors = {};
  const name = (list: string, index: number, found: FieldErrors) => {
    for (const [field, messages] of Object.entries(found)) errors[`${list}.${index}.${field}`] = messages;
  };
  input.sections?.forEach((section, index) => {
    name('sections', index, missingTranslations({ ...section, body: bodyBlocks(section.body) }, texts));
  });
  input.swatches?.forEach((swatch, index) => {
    name('swatches', index, missingTranslations(swatch, texts));
  });
  return errors;
}

/** Replaces the lists a write sends, in their order. */
export async function writeContentPageParts(
  tx: Tx,
  pageId: number,
  input: { sections?: Section[] | undefined; swatches?: Swatch[] | undefined },
): Promise<void> {
  if (input.sections) {
    await tx.delete(contentPageSections).where(eq(contentPageSections.pageId, pageId));
    if (input.sections.length > 0)
      await tx.insert(contentPageSections).values(
        input.sections.map((section, position) => ({
          pageId,
          position,
          title: section.title,
          body: bodyBlocks(section.body),
        })),
      );
  }
  if (input.swatches) {
    await tx.delete(colorSwatches).where(eq(colorSwatches.pageId, pageId));
    if (input.swatches.length > 0)
      await tx.insert(colorSwatches).values(
        input.swatches.map((swatch, position) => ({
          pageId,
          position,
          group: swatch.group,
          name: swatch.name,
          code: swatch.code,
          hex: swatch.hex,
          grainHex: swatch.grain_hex ?? null,
        })),
      );
  }
}
