import { adminRowVersionDelete, adminWorksContent, adminWorksContentUpdate } from '@vitrina/contract';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { xminVersion } from '../../db/raw-sql';
import { worksContent } from '../../db/schema';
import { contentRoutes } from './content-routes';
import { inBoth, missingTranslations } from './content-values';

/**
 * /admin/api/works-content: the works page's heading and intro (GET /works/our-works-content), one row the
 * page always reads, so it is changed but never added or deleted. Its version is the row's transaction id: the
 * table has no version column (docs/adr/0028).
 */
export const worksContentRoutes = (database: Database) =>
  contentRoutes(
    database,
    {
      path: 'works-content',
      entity: 'works_content',
      one: "the works page's heading",
      many: "the works page's headings",
      table: worksContent,
      id: worksContent.id,
      version: xminVersion(worksContent),
      order: [asc(worksContent.id)],
      searchable: [worksContent.title, worksContent.text],
      record: adminWorksContent,
      // Never used: a fixed kind registers no create.
      create: adminWorksContentUpdate.omit({ version: true }),
      update: adminWorksContentUpdate,
      toRecord: (row) => ({
        id: row.id,
        version: row.rowVersion,
        title: inBoth(row.title, ''),
        text: inBoth(row.text, ''),
      }),
      toValues: (input, texts) => {
        const errors = missingTranslations(input, texts);
        if (Object.keys(errors).length > 0) return { errors };
        return { values: { title: input.title, text: input.text } };
      },
      tags: ['editorial'],
      fixed: true,
    },
    adminRowVersionDelete,
  );
