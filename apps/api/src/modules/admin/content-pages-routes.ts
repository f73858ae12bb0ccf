import {
  adminContentPage,
  adminContentPageCreate,
  adminContentPageUpdate,
  adminRowVersionDelete,
  CONTENT_PAGE_KINDS,
} from '@vitrina/contract';
import { asc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { xminVersion } from '../../db/raw-sql';
import { contentPages } from '../../db/schema';
import { contentPageParts, missingInParts, partsRecord, writeContentPageParts } from './content-page-parts';
import { contentRoutes } from './content-routes';
import { inBoth, missingTranslations } from './content-values';
import { linksFollowRename, linkTags } from './page-links';
import {
  joinedErrors,
  lockSlugs,
  slugFormErrors,
  slugLocks,
  slugsOfCategories,
  slugsOfOthers,
  wellFormed,
} from './page-slugs';

type Kind = (typeof CONTENT_PAGE_KINDS)[number];

/**
 * /admin/api/content-pages: the pages at /{slug} that the footer's columns and the menu link to (kinds 'footer'
 * and 'dynamic') and the colour pages ('colors'), with their sections and colours. The about page shares the
 * table but is the about screen's, not listed here. A slug is checked against the storefront's own addresses,
 * the top-level categories and every other page's slugs (page-slugs.ts).
 */
export const contentPagesRoutes = (database: Database) =>
  contentRoutes(
    database,
    {
      path: 'content-pages',
      entity: 'content_page',
      one: 'a page at /{slug}',
      many: 'pages at /{slug}',
      table: contentPages,
      id: contentPages.id,
      scope: ne(contentPages.kind, 'about'),
      // No version column (and the schema is not changed for this): the row's transaction id (docs/adr/0028).
      // Every save writes the row, so a change of its sections alone changes it too.
      version: xminVersion(contentPages),
      order: [asc(contentPages.kind)],
      searchable: [contentPages.title, contentPages.slug],
      filters: {
        shape: { kind: z.enum(CONTENT_PAGE_KINDS).optional() },
        where: (query) => (query.kind ? eq(contentPages.kind, query.kind as Kind) : undefined),
      },
      extra: contentPageParts,
      record: adminContentPage,
      create: adminContentPageCreate,
      update: adminContentPageUpdate,
      toRecord: (row) => ({
        id: row.id,
        version: row.rowVersion,
        kind: row.kind as Kind,
        slug: inBoth(row.slug, ''),
        title: inBoth(row.title, ''),
        description: inBoth(row.description, ''),
        intro: inBoth(row.intro, ''),
        ...partsRecord(row),
      }),
      toValues: (input, texts) => {
        const { sections, swatches, ...fields } = input;
        const errors = joinedErrors(
          missingTranslations(fields, texts),
          missingInParts({ sections, swatches }, texts),
          input.slug ? slugFormErrors(input.slug, texts, true) : {},
        );
        if (Object.keys(errors).length > 0) return { errors };
        return {
          values: {
            kind: input.kind,
            slug: input.slug,
            title: input.title,
            description: input.description,
            intro: input.intro,
          },
        };
      },
      check: async (tx, input, texts, id) => {
        if (!input.slug) return {};
        await lockSlugs(tx, slugLocks.contentPages);
        const page = { table: contentPages, slug: contentPages.slug, id: contentPages.id };
        const slug = wellFormed(input.slug, texts, true);
        return joinedErrors(
          await slugsOfOthers(tx, page, slug, texts, id),
          await slugsOfCategories(tx, slug, texts),
        );
      },
      writeParts: (tx, id, input) => writeContentPageParts(tx, id, input),
      // A page renamed takes the menu's, the header's and the footer's links to it along (docs/adr/0034).
      afterChange: linksFollowRename('content_page', '/'),
      // A change may rename the page (its slugs), so the sitemap and the links' reads go with every write.
      tags: ['content-pages', 'sitemap', ...linkTags],
    },
    adminRowVersionDelete,
  );
