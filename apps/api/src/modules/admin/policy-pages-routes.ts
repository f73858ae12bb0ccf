import {
  adminPolicyPage,
  adminPolicyPageUpdate,
  adminRowVersionDelete,
  type FieldErrors,
  type PolicyPage,
  policyLanguage,
} from '@vitrina/contract';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { xminVersion } from '../../db/raw-sql';
import { policyPages } from '../../db/schema';
import { addFieldError } from '../../http/field-errors';
import { contentRoutes } from './content-routes';
import { blocksToHtml, htmlToBlocks } from './rich-text';

/**
 * /admin/api/policy-pages/{language}: the privacy policy as written in each of its languages (ro, ru, en, fr,
 * it; GET /pages/policy/{language}). A row per language, not a translation: each is its own text, with its
 * own sections and date. The storefront always reads all of them, so they are changed, never added or deleted.
 */
export const policyPagesRoutes = (database: Database) =>
  contentRoutes(
    database,
    {
      path: 'policy-pages',
      entity: 'policy_page',
      one: "a language's privacy policy",
      many: 'privacy policy texts',
      table: policyPages,
      id: policyPages.language,
      key: policyLanguage,
      // No version column (and the schema is not changed for this): the row's transaction id (docs/adr/0028).
      version: xminVersion(policyPages),
      order: [asc(policyPages.position)],
      // Five texts, found by their language: nothing to search.
      searchable: [],
      record: adminPolicyPage,
      // Never used: a fixed kind registers no create.
      create: adminPolicyPageUpdate.omit({ version: true }),
      update: adminPolicyPageUpdate,
      toRecord: (row) => ({
        id: row.language as PolicyPage['language'],
        version: row.rowVersion,
        title: row.title,
        updated_on: row.updatedOn,
        sections: row.sections.map((section) => ({ title: section.title, body: blocksToHtml(section.body) })),
      }),
      toValues: (input, texts) => {
        const sections = input.sections?.map((section) => ({
          title: section.title,
          body: htmlToBlocks(section.body),
        }));
        const errors: FieldErrors = {};
        sections?.forEach((section, index) => {
          // Only markup (an empty paragraph, a script) is no text at all.
          if (section.body.length === 0) addFieldError(errors, `sections.${index}.body`, texts.emptyBody);
        });
        if (Object.keys(errors).length > 0) return { errors };
        return { values: { title: input.title, updatedOn: input.updated_on, sections } };
      },
      tags: ['content-pages'],
      fixed: true,
    },
    adminRowVersionDelete,
  );
