import {
  adminCompanyCard,
  adminCompanyCardCreate,
  adminCompanyCardUpdate,
  adminRowVersionDelete,
} from '@vitrina/contract';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { xminVersion } from '../../db/raw-sql';
import { equipment, howToOrderSteps } from '../../db/schema';
import { contentRoutes } from './content-routes';
import { inBoth, missingTranslations } from './content-values';

// The factory's production lines (GET /equipament) and the steps of an order (GET /orders/how_to_order/): two
// tables of the same titled cards with an optional picture, each on the home page and the about page. A step's
// number is its place in the order, not a field.

type CardTable = typeof equipment | typeof howToOrderSteps;

function companyCardRoutes(
  database: Database,
  table: CardTable,
  names: { path: string; entity: string; one: string; many: string },
) {
  return contentRoutes(
    database,
    {
      ...names,
      table,
      id: table.id,
      // No version column (and the schema is not changed for this): the row's transaction id (docs/adr/0028).
      version: xminVersion(table),
      positionColumn: table.position,
      order: [asc(table.position)],
      searchable: [table.title, table.description],
      record: adminCompanyCard,
      create: adminCompanyCardCreate,
      update: adminCompanyCardUpdate,
      toRecord: (row) => ({
        id: row.id,
        version: row.rowVersion,
        position: row.position,
        title: inBoth(row.title, ''),
        description: inBoth(row.description, ''),
        image_file: row.imageFile,
      }),
      toValues: (input, texts) => {
        const errors = missingTranslations(input, texts);
        if (Object.keys(errors).length > 0) return { errors };
        return {
          values: {
            position: input.position,
            title: input.title,
            description: input.description,
            imageFile: input.image_file,
          },
        };
      },
      tags: ['home-page', 'company'],
    },
    adminRowVersionDelete,
  );
}

/** /admin/api/equipment: the factory's production lines, by position. */
export const equipmentRoutes = (database: Database) =>
  companyCardRoutes(database, equipment, {
    path: 'equipment',
    entity: 'equipment',
    one: 'a production line',
    many: 'production lines',
  });

/** /admin/api/order-steps: how an order goes, step by step, in order. */
export const orderStepsRoutes = (database: Database) =>
  companyCardRoutes(database, howToOrderSteps, {
    path: 'order-steps',
    entity: 'order_step',
    one: 'a step of an order',
    many: 'the steps of an order',
  });
