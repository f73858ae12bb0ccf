import {
  adminBanner,
  adminBannerCreate,
  adminBannerUpdate,
  adminRowVersionDelete,
  BANNER_KINDS,
} from '@vitrina/contract';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { xminVersion } from '../../db/raw-sql';
import { banners } from '../../db/schema';
import { bannerParts, missingInParts, writeBannerParts } from './banner-parts';
import { contentRoutes } from './content-routes';
import { inBoth, missingTranslations } from './content-values';

/**
 * /admin/api/banners: the hero screen (the first hero banner) and the offer lists of GET /banners/{kind}, by
 * kind and position, each with its buttons and facts. The storefront does without any of them (no hero banner
 * leaves the page's own first screen), so they may be deleted; their buttons and facts go with them.
 */
export const bannersRoutes = (database: Database) =>
  contentRoutes(
    database,
    {
      path: 'banners',
      entity: 'banner',
      one: 'a banner',
      many: 'banners',
      table: banners,
      id: banners.id,
      // No version column (and the schema is not changed for this): the row's transaction id, as for article
      // tabs (docs/adr/0028). Every save writes the row, so a change of its buttons alone changes it too.
      version: xminVersion(banners),
      positionColumn: banners.position,
      order: [asc(banners.kind), asc(banners.position)],
      searchable: [banners.title, banners.description],
      filters: {
        shape: { kind: z.enum(BANNER_KINDS).optional() },
        where: (query) =>
          query.kind ? eq(banners.kind, query.kind as (typeof BANNER_KINDS)[number]) : undefined,
      },
      extra: bannerParts,
      record: adminBanner,
      create: adminBannerCreate,
      update: adminBannerUpdate,
      toRecord: (row) => {
        const parts = row as typeof row & { buttons: AdminParts['buttons']; facts: AdminParts['facts'] };
        return {
          id: row.id,
          version: row.rowVersion,
          kind: row.kind,
          position: row.position,
          title: inBoth(row.title, ''),
          description: inBoth(row.description, ''),
          image_file: row.imageFile,
          image_alt: inBoth(row.imageAlt, ''),
          buttons: parts.buttons.map((button) => ({
            type: button.type,
            title: inBoth(button.title, ''),
            href: button.href && inBoth(button.href, ''),
          })),
          facts: parts.facts.map((fact) => ({
            value: inBoth(fact.value, ''),
            label: inBoth(fact.label, ''),
          })),
        };
      },
      toValues: (input, texts) => {
        const { buttons, facts, ...fields } = input;
        const errors = {
          ...missingTranslations(fields, texts),
          ...missingInParts({ buttons, facts }, texts),
        };
        if (Object.keys(errors).length > 0) return { errors };
        return {
          values: {
            kind: input.kind,
            position: input.position,
            title: input.title,
            description: input.description,
            imageFile: input.image_file,
            imageAlt: input.image_alt,
          },
        };
      },
      writeParts: (tx, id, input) => writeBannerParts(tx, id, input),
      tags: ['banners', 'home-page'],
    },
    adminRowVersionDelete,
  );

/** The lists as stored: translations that may lack a language. */
interface AdminParts {
  buttons: {
    type: 'custom_link' | 'call_request';
    title: Record<string, string>;
    href: Record<string, string> | null;
  }[];
  facts: { value: Record<string, string>; label: Record<string, string> }[];
}
