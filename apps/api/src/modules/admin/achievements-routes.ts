import {
  adminAchievement,
  adminAchievementCreate,
  adminAchievementUpdate,
  adminRowVersionDelete,
} from '@vitrina/contract';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { xminVersion } from '../../db/raw-sql';
import { achievements } from '../../db/schema';
import { contentRoutes } from './content-routes';
import { inBoth, missingTranslations } from './content-values';

/**
 * /admin/api/achievements: the company's figures ('2011', 'anul fondării') of GET /achievements, shown on the
 * home page and the about page, by position.
 */
export const achievementsRoutes = (database: Database) =>
  contentRoutes(
    database,
    {
      path: 'achievements',
      entity: 'achievement',
      one: 'an achievement',
      many: 'achievements',
      table: achievements,
      id: achievements.id,
      // No version column (and the schema is not changed for this): the row's transaction id (docs/adr/0028).
      version: xminVersion(achievements),
      positionColumn: achievements.position,
      order: [asc(achievements.position)],
      searchable: [achievements.title, achievements.number],
      record: adminAchievement,
      create: adminAchievementCreate,
      update: adminAchievementUpdate,
      toRecord: (row) => ({
        id: row.id,
        version: row.rowVersion,
        position: row.position,
        number: inBoth(row.number, ''),
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
            number: input.number,
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
