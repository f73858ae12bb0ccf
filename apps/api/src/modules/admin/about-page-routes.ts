import { adminAboutPage, adminAboutPageUpdate, adminRowVersionDelete } from '@vitrina/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { xminVersion } from '../../db/raw-sql';
import { aboutFacts, contentPages } from '../../db/schema';
import { jsonList } from '../../db/translate';
import { contentPageParts, missingInParts, partsRecord, writeContentPageParts } from './content-page-parts';
import { contentRoutes } from './content-routes';
import { inBoth, missingTranslations } from './content-values';
import { joinedErrors } from './page-slugs';

/** The about page's figures as stored: translations that may lack a language. */
type StoredFact = { value: Record<string, string>; label: Record<string, string> };

/**
 * /admin/api/about-page/{id}: the about page's texts, its titled sections and its key figures (GET /pages/about).
 * The page is the one 'about' row of the content pages; its address is a localized slug fixed in the code, so
 * it is not edited, and the page is changed, never added or deleted (docs/adr/0033). The figures are the page's
 * own list, replaced whole when sent, like its sections.
 */
export const aboutPageRoutes = (database: Database) =>
  contentRoutes(
    database,
    {
      path: 'about-page',
      entity: 'about_page',
      one: 'the about page',
      many: 'the about page',
      table: contentPages,
      id: contentPages.id,
      scope: eq(contentPages.kind, 'about'),
      // No version column: the row's transaction id (docs/adr/0028). Every save writes the row, so a change of
      // its figures alone changes it too.
      version: xminVersion(contentPages),
      order: [asc(contentPages.id)],
      searchable: [],
      extra: {
        sections: contentPageParts.sections,
        facts: sql<StoredFact[]>`(select ${jsonList(
          sql`json_build_object('value', ${aboutFacts}.value, 'label', ${aboutFacts}.label)`,
          sql`${aboutFacts}.position, ${aboutFacts}.id`,
        )} from ${aboutFacts})`,
      },
      record: adminAboutPage,
      // Never used: a fixed kind registers no create.
      create: adminAboutPageUpdate.omit({ version: true }),
      update: adminAboutPageUpdate,
      toRecord: (row) => {
        const { sections } = partsRecord({ ...row, swatches: [] });
        const facts = (row as typeof row & { facts: StoredFact[] }).facts;
        return {
          id: row.id,
          version: row.rowVersion,
          title: inBoth(row.title, ''),
          description: inBoth(row.description, ''),
          intro: inBoth(row.intro, ''),
          sections,
          facts: facts.map((fact) => ({ value: inBoth(fact.value, ''), label: inBoth(fact.label, '') })),
        };
      },
      toValues: (input, texts) => {
        const { sections, facts, ...fields } = input;
        const errors = joinedErrors(missingTranslations(fields, texts), missingInParts({ sections }, texts));
        facts?.forEach((fact, index) => {
          for (const [field, messages] of Object.entries(missingTranslations(fact, texts)))
            errors[`facts.${index}.${field}`] = messages;
        });
        if (Object.keys(errors).length > 0) return { errors };
        return { values: { title: input.title, description: input.description, intro: input.intro } };
      },
      writeParts: async (tx, id, input) => {
        await writeContentPageParts(tx, id, { sections: input.sections });
        if (input.facts) await writeFacts(tx, input.facts);
      },
      // The about page is read with the company's cards it shows (apps/web/lib/api/company.ts).
      tags: ['company'],
      fixed: true,
    },
    adminRowVersionDelete,
  );

async function writeFacts(
  tx: Tx,
  facts: { value: { ro: string; ru: string }; label: { ro: string; ru: string } }[],
) {
  await tx.delete(aboutFacts);
  if (facts.length > 0)
    await tx
      .insert(aboutFacts)
      .values(facts.map((fact, position) => ({ position, value: fact.value, label: fact.label })));
}
