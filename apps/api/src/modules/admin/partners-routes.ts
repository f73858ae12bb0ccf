import {
  adminPartner,
  adminPartnerCreate,
  adminPartnerUpdate,
  adminRowVersionDelete,
} from '@vitrina/contract';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { xminVersion } from '../../db/raw-sql';
import { partners } from '../../db/schema';
import { contentRoutes } from './content-routes';

/**
 * /admin/api/partners: the profile, glass and hardware brands of GET /partners, with their logo and site, shown on
 * the home page and the about page. A brand's name is the same in every language.
 */
export const partnersRoutes = (database: Database) =>
  contentRoutes(
    database,
    {
      path: 'partners',
      entity: 'partner',
      one: 'a partner brand',
      many: 'partner brands',
      table: partners,
      id: partners.id,
      // No version column (and the schema is not changed for this): the row's transaction id (docs/adr/0028).
      version: xminVersion(partners),
      positionColumn: partners.position,
      order: [asc(partners.position)],
      // The name is plain text, not a translation: nothing for `?q=` to look in.
      searchable: [],
      record: adminPartner,
      create: adminPartnerCreate,
      update: adminPartnerUpdate,
      toRecord: (row) => ({
        id: row.id,
        version: row.rowVersion,
        position: row.position,
        title: row.title,
        image_file: row.imageFile,
        href: row.href,
      }),
      toValues: (input) => ({
        values: {
          position: input.position,
          title: input.title,
          imageFile: input.image_file,
          href: input.href,
        },
      }),
      tags: ['home-page', 'company'],
    },
    adminRowVersionDelete,
  );
