import { adminContentDelete, adminPromo, adminPromoCreate, adminPromoUpdate } from '@vitrina/contract';
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { promos } from '../../db/schema';
import { contentRoutes } from './content-routes';
import {
  bodyBlocks,
  bodyHtml,
  illustrationRecord,
  illustrationValues,
  inBoth,
  missingTranslations,
} from './content-values';

/**
 * /admin/api/promos: the promotions of GET /promos, in their position order. Each is a page of the storefront
 * (and of the sitemap), so adding or deleting one also drops the sitemap.
 */
export const promosRoutes = (database: Database) =>
  contentRoutes(
    database,
    {
      path: 'promos',
      entity: 'promo',
      one: 'a promotion',
      many: 'promotions',
      table: promos,
      id: promos.id,
      version: sql<number>`${promos.version}`,
      versionColumn: promos.version,
      positionColumn: promos.position,
      order: [asc(promos.position)],
      searchable: [promos.title],
      record: adminPromo,
      create: adminPromoCreate,
      update: adminPromoUpdate,
      toRecord: (row) => ({
        id: row.id,
        version: row.rowVersion,
        position: row.position,
        title: inBoth(row.title, ''),
        description: inBoth(row.description, ''),
        body: bodyHtml(row.body),
        discount_label: inBoth(row.discountLabel, ''),
        valid_until: row.validUntil,
        ...illustrationRecord(row),
      }),
      toValues: (input, texts) => {
        const body = input.body && bodyBlocks(input.body);
        const errors = missingTranslations({ ...input, body }, texts);
        if (Object.keys(errors).length > 0) return { errors };
        return {
          values: {
            position: input.position,
            title: input.title,
            description: input.description,
            body,
            discountLabel: input.discount_label,
            validUntil: input.valid_until,
            ...illustrationValues(input),
          },
        };
      },
      tags: ['editorial'],
      listedTags: ['sitemap'],
    },
    adminContentDelete,
  );
