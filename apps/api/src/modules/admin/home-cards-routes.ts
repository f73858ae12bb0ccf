import {
  adminHomeCard,
  adminHomeCardCreate,
  adminHomeCardUpdate,
  adminRowVersionDelete,
  type FieldErrors,
  HOME_OWN_SECTIONS,
} from '@vitrina/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { xminVersion } from '../../db/raw-sql';
import { homeSectionItems, homeSections } from '../../db/schema';
import { contentRoutes } from './content-routes';
import { inBoth, missingTranslations } from './content-values';
import { halfWritten, orNull } from './optional-texts';

type Section = (typeof HOME_OWN_SECTIONS)[number];

/**
 * /admin/api/home-section-items: the cards of the home page's own sections (advantages, credit, the information
 * section, other services; docs/adr/0009), by section and position. The other sections' cards are the records
 * of their own screens (FAQ, reviews, works …), so those sections are neither listed nor written here.
 */
export const homeCardsRoutes = (database: Database) =>
  contentRoutes(
    database,
    {
      path: 'home-section-items',
      entity: 'home_card',
      one: 'a card of the home page',
      many: 'cards of the home page',
      table: homeSectionItems,
      id: homeSectionItems.id,
      scope: sql`${homeSectionItems.sectionName} in (${sql.join(
        HOME_OWN_SECTIONS.map((name) => sql`${name}`),
        sql`, `,
      )})`,
      // No version column (and the schema is not changed for this): the row's transaction id (docs/adr/0028).
      version: xminVersion(homeSectionItems),
      positionColumn: homeSectionItems.position,
      order: [asc(homeSectionItems.sectionName), asc(homeSectionItems.position)],
      searchable: [homeSectionItems.title, homeSectionItems.description],
      filters: {
        shape: { section: z.enum(HOME_OWN_SECTIONS).optional() },
        where: (query) =>
          query.section ? eq(homeSectionItems.sectionName, query.section as Section) : undefined,
      },
      record: adminHomeCard,
      create: adminHomeCardCreate,
      update: adminHomeCardUpdate,
      toRecord: (row) => ({
        id: row.id,
        version: row.rowVersion,
        section: row.sectionName as Section,
        position: row.position,
        title: inBoth(row.title, ''),
        description: inBoth(row.description, ''),
        value: inBoth(row.value, ''),
        href: inBoth(row.href, ''),
        image_file: row.imageFile,
        image_alt: inBoth(row.imageAlt, ''),
      }),
      toValues: (input, texts) => {
        const errors = {
          ...missingTranslations({ title: input.title, description: input.description }, texts),
          ...halfWritten({ value: input.value, href: input.href, image_alt: input.image_alt }, texts),
        };
        if (Object.keys(errors).length > 0) return { errors };
        return {
          values: {
            sectionName: input.section,
            position: input.position,
            title: input.title,
            description: input.description,
            value: orNull(input.value),
            href: orNull(input.href),
            imageFile: input.image_file,
            // A card without a picture keeps no description of one.
            imageAlt: input.image_file === null ? null : orNull(input.image_alt),
          },
        };
      },
      check: async (tx, input, texts, id): Promise<FieldErrors> => {
        const errors: FieldErrors = {};
        if (input.section !== undefined) {
          const [section] = await tx
            .select({ name: homeSections.name })
            .from(homeSections)
            .where(eq(homeSections.name, input.section))
            .for('share');
          if (!section) errors.section = [texts.unknownSection];
        }
        // A picture is described in both languages: read together with what the card already has.
        const [stored] =
          id === undefined
            ? []
            : await tx
                .select({ file: homeSectionItems.imageFile, alt: homeSectionItems.imageAlt })
                .from(homeSectionItems)
                .where(eq(homeSectionItems.id, id));
        const file = input.image_file !== undefined ? input.image_file : (stored?.file ?? null);
        const alt = input.image_alt !== undefined ? input.image_alt : inBoth(stored?.alt ?? null, '');
        if (file !== null)
          Object.assign(errors, missingTranslations({ image_alt: alt ?? { ro: '', ru: '' } }, texts));
        return errors;
      },
      tags: ['home-page'],
    },
    adminRowVersionDelete,
  );
