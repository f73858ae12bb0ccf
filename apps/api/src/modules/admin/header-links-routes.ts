import {
  adminHeaderLink,
  adminHeaderLinkCreate,
  adminHeaderLinkUpdate,
  adminRowVersionDelete,
} from '@vitrina/contract';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { xminVersion } from '../../db/raw-sql';
import { headerLinks } from '../../db/schema';
import { contentRoutes } from './content-routes';
import { inBoth, missingTranslations } from './content-values';

/** /admin/api/header-links: the links of the header's top bar (GET /menu/links), by position. */
export const headerLinksRoutes = (database: Database) =>
  contentRoutes(
    database,
    {
      path: 'header-links',
      entity: 'header_link',
      one: 'a header link',
      many: 'header links',
      table: headerLinks,
      id: headerLinks.id,
      // No version column: the row's transaction id (docs/adr/0028).
      version: xminVersion(headerLinks),
      positionColumn: headerLinks.position,
      order: [asc(headerLinks.position)],
      searchable: [headerLinks.title],
      record: adminHeaderLink,
      create: adminHeaderLinkCreate,
      update: adminHeaderLinkUpdate,
      toRecord: (row) => ({
        id: row.id,
        version: row.rowVersion,
        position: row.position,
        title: inBoth(row.title, ''),
        href: inBoth(row.href, ''),
        target: row.target,
      }),
      toValues: (input, texts) => {
        const errors = missingTranslations(input, texts);
        if (Object.keys(errors).length > 0) return { errors };
        return {
          values: { position: input.position, title: input.title, href: input.href, target: input.target },
        };
      },
      tags: ['header-links'],
    },
    adminRowVersionDelete,
  );
