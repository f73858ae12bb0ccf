import { adminRowVersionDelete, adminWork, adminWorkCreate, adminWorkUpdate } from '@vitrina/contract';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { xminVersion } from '../../db/raw-sql';
import { works } from '../../db/schema';
import { contentRoutes } from './content-routes';
import { illustrationRecord, illustrationValues, inBoth, missingTranslations } from './content-values';

/**
 * /admin/api/works: the portfolio of GET /works/our_work in its position order; the home page shows the first
 * few. A work has no page of its own, so the sitemap is untouched.
 */
export const worksRoutes = (database: Database) =>
  contentRoutes(
    database,
    {
      path: 'works',
      entity: 'work',
      one: 'a work',
      many: 'works',
      table: works,
      id: works.id,
      // No version column (and the schema is not changed for this): the transaction that last wrote the row
      // changes with every write, as for article tabs (docs/adr/0028).
      version: xminVersion(works),
      positionColumn: works.position,
      order: [asc(works.position)],
      searchable: [works.title, works.city, works.product],
      record: adminWork,
      create: adminWorkCreate,
      update: adminWorkUpdate,
      toRecord: (row) => ({
        id: row.id,
        version: row.rowVersion,
        position: row.position,
        title: inBoth(row.title, ''),
        description: inBoth(row.description, ''),
        city: inBoth(row.city, ''),
        product: inBoth(row.product, ''),
        year: row.year,
        ...illustrationRecord(row),
      }),
      toValues: (input, texts) => {
        const errors = missingTranslations(input, texts);
        if (Object.keys(errors).length > 0) return { errors };
        return {
          values: {
            position: input.position,
            title: input.title,
            description: input.description,
            city: input.city,
            product: input.product,
            year: input.year,
            ...illustrationValues(input),
          },
        };
      },
      tags: ['editorial', 'home-page'],
    },
    adminRowVersionDelete,
  );
