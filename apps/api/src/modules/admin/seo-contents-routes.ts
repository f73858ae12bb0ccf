import {
  adminRowVersionDelete,
  adminSeoContent,
  adminSeoContentUpdate,
  type PageType,
  pageType,
} from '@vitrina/contract';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { xminVersion } from '../../db/raw-sql';
import { seoContents } from '../../db/schema';
import { cleanHtml } from '../../http/safe-html';
import { contentRoutes } from './content-routes';
import { eachLanguage, inBoth, missingTranslations } from './content-values';

/**
 * /admin/api/seo-contents/{page_type}: the SEO title, description, heading and text of each listing page (GET
 * /pages/seo-content/detail/). One row per page type, which the pages always read: changed, never added or
 * deleted. The text is HTML: cleaned here with the allowlist every served HTML passes (the read cleans it
 * again), so the audit log and the editor see what visitors will.
 */
export const seoContentsRoutes = (database: Database) =>
  contentRoutes(
    database,
    {
      path: 'seo-contents',
      entity: 'seo_content',
      one: "a page type's SEO texts",
      many: 'SEO texts',
      table: seoContents,
      id: seoContents.pageType,
      key: pageType,
      // No version column (and the schema is not changed for this): the row's transaction id (docs/adr/0028).
      version: xminVersion(seoContents),
      order: [asc(seoContents.pageType)],
      searchable: [seoContents.title, seoContents.heading],
      record: adminSeoContent,
      // Never used: a fixed kind registers no create.
      create: adminSeoContentUpdate.omit({ version: true }),
      update: adminSeoContentUpdate,
      toRecord: (row) => ({
        id: row.pageType as PageType,
        version: row.rowVersion,
        title: inBoth(row.title, ''),
        description: inBoth(row.description, ''),
        heading: inBoth(row.heading, ''),
        text: inBoth(row.text, ''),
      }),
      toValues: (input, texts) => {
        const text = input.text && eachLanguage(input.text, (html) => cleanHtml(html).trim());
        const errors = missingTranslations({ ...input, text }, texts);
        if (Object.keys(errors).length > 0) return { errors };
        return {
          values: { title: input.title, description: input.description, heading: input.heading, text },
        };
      },
      tags: ['seo-content'],
      fixed: true,
    },
    adminRowVersionDelete,
  );
