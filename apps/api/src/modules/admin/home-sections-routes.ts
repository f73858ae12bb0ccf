import {
  adminHomeSection,
  adminHomeSectionUpdate,
  adminRowVersionDelete,
  HOME_SECTIONS,
  type HomeSectionName,
} from '@vitrina/contract';
import { asc } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { xminVersion } from '../../db/raw-sql';
import { homeSections } from '../../db/schema';
import { contentRoutes } from './content-routes';
import { inBoth, missingTranslations } from './content-values';
import { halfWritten } from './optional-texts';

/**
 * /admin/api/home-sections/{name}: the heading of each section of the home page (GET /pages/home-page/). The
 * cards are another screen's: the home page's own in home-section-items, the rest in the table of the domain
 * they show (docs/adr/0009). One row per section, which the page always reads: changed, never added or deleted.
 */
export const homeSectionsRoutes = (database: Database) =>
  contentRoutes(
    database,
    {
      path: 'home-sections',
      entity: 'home_section',
      one: "a home section's heading",
      many: 'home section headings',
      table: homeSections,
      id: homeSections.name,
      key: z.enum(HOME_SECTIONS),
      // No version column (and the schema is not changed for this): the row's transaction id (docs/adr/0028).
      version: xminVersion(homeSections),
      order: [asc(homeSections.name)],
      searchable: [homeSections.title],
      record: adminHomeSection,
      // Never used: a fixed kind registers no create.
      create: adminHomeSectionUpdate.omit({ version: true }),
      update: adminHomeSectionUpdate,
      toRecord: (row) => ({
        id: row.name as HomeSectionName,
        version: row.rowVersion,
        title: inBoth(row.title, ''),
        description: inBoth(row.description, ''),
      }),
      toValues: (input, texts) => {
        const errors = {
          ...missingTranslations({ title: input.title }, texts),
          ...halfWritten({ description: input.description }, texts),
        };
        if (Object.keys(errors).length > 0) return { errors };
        return { values: { title: input.title, description: input.description } };
      },
      tags: ['home-page'],
      fixed: true,
    },
    adminRowVersionDelete,
  );
