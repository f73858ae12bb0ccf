import {
  adminInfoPage,
  adminInfoPageCreate,
  adminInfoPageUpdate,
  adminRowVersionDelete,
} from '@vitrina/contract';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { xminVersion } from '../../db/raw-sql';
import { infoPages } from '../../db/schema';
import { blocksOf, plainTextOf } from '../content/plain-text';
import { contentRoutes } from './content-routes';
import { bodyBlocks, eachLanguage, inBoth, missingTranslations } from './content-values';
import { linksFollowRename, linkTags } from './page-links';
import { joinedErrors, lockSlugs, slugFormErrors, slugLocks, slugsOfOthers, wellFormed } from './page-slugs';
import { blocksToHtml } from './rich-text';

/**
 * /admin/api/info-pages: the info pages of GET /pages/info-page (delivery, warranty, payment …), each at
 * /info/{slug} in its language. Their body is kept as plain text, not blocks (info_pages.body): the editor's
 * HTML is read as blocks and written as plain text (modules/content/plain-text.ts), so it holds paragraphs and
 * bulleted lists, and a sub-heading becomes a paragraph. Under /info/ a slug meets no fixed route, only the
 * other info pages' slugs of either language.
 */
export const infoPagesRoutes = (database: Database) =>
  contentRoutes(
    database,
    {
      path: 'info-pages',
      entity: 'info_page',
      one: 'an info page',
      many: 'info pages',
      table: infoPages,
      id: infoPages.id,
      // No version column (and the schema is not changed for this): the row's transaction id (docs/adr/0028).
      version: xminVersion(infoPages),
      positionColumn: infoPages.position,
      order: [asc(infoPages.position)],
      searchable: [infoPages.title, infoPages.slug],
      record: adminInfoPage,
      create: adminInfoPageCreate,
      update: adminInfoPageUpdate,
      toRecord: (row) => ({
        id: row.id,
        version: row.rowVersion,
        position: row.position,
        slug: inBoth(row.slug, ''),
        title: inBoth(row.title, ''),
        body: eachLanguage(inBoth(row.body, ''), (text) => blocksToHtml(blocksOf(text))),
      }),
      toValues: (input, texts) => {
        const body = input.body && eachLanguage(bodyBlocks(input.body), plainTextOf);
        const errors = joinedErrors(
          missingTranslations({ ...input, body }, texts),
          input.slug ? slugFormErrors(input.slug, texts, false) : {},
        );
        if (Object.keys(errors).length > 0) return { errors };
        return { values: { position: input.position, slug: input.slug, title: input.title, body } };
      },
      check: async (tx, input, texts, id) => {
        if (!input.slug) return {};
        await lockSlugs(tx, slugLocks.infoPages);
        const page = { table: infoPages, slug: infoPages.slug, id: infoPages.id };
        return slugsOfOthers(tx, page, wellFormed(input.slug, texts, false), texts, id);
      },
      // A page renamed takes the menu's and the header's links to it along (docs/adr/0034).
      afterChange: linksFollowRename('info_page', '/info/'),
      // A change may rename the page (its slugs), so the sitemap and the links' reads go with every write.
      tags: ['info-pages', 'sitemap', ...linkTags],
    },
    adminRowVersionDelete,
  );
