import {
  adminArticleTab,
  adminArticleTabCreate,
  adminArticleTabUpdate,
  adminRowVersionDelete,
} from '@vitrina/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { xminVersion } from '../../db/raw-sql';
import { articles, articleTabs } from '../../db/schema';
import { contentRoutes } from './content-routes';
import { inBoth, missingTranslations } from './content-values';

/**
 * /admin/api/article-tabs: the blog's tabs (GET /tabs) in their position order. A tab that still has articles
 * is not deleted (409): its articles would have nowhere to be shown.
 */
export const articleTabsRoutes = (database: Database) =>
  contentRoutes(
    database,
    {
      path: 'article-tabs',
      entity: 'article_tab',
      one: 'an article tab',
      many: 'article tabs',
      table: articleTabs,
      id: articleTabs.id,
      // The table has no version column (and the schema is not changed for this): the transaction id that
      // wrote the row (xmin) changes with every write of it, which is all a version has to do.
      version: xminVersion(articleTabs),
      positionColumn: articleTabs.position,
      order: [asc(articleTabs.position)],
      searchable: [articleTabs.title],
      extra: {
        // Qualified by hand: inside a subquery drizzle writes columns bare, and `id` would be the article's.
        articles: sql<number>`(select count(*)::int from ${articles} where ${articles}.tab_id = ${articleTabs}.id)`,
      },
      record: adminArticleTab,
      create: adminArticleTabCreate,
      update: adminArticleTabUpdate,
      toRecord: (row) => ({
        id: row.id,
        version: row.rowVersion,
        position: row.position,
        title: inBoth(row.title, ''),
        articles: (row as typeof row & { articles: number }).articles,
      }),
      toValues: (input, texts) => {
        const errors = missingTranslations(input, texts);
        if (Object.keys(errors).length > 0) return { errors };
        return { values: { position: input.position, title: input.title } };
      },
      inUse: async (tx, id, texts) => {
        const [used] = await tx
          .select({ id: articles.id })
          .from(articles)
          .where(eq(articles.tabId, id))
          .limit(1);
        return used ? texts.tabInUse : null;
      },
      tags: ['editorial'],
    },
    adminRowVersionDelete,
  );
