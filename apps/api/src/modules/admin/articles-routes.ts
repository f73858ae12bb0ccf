import {
  adminArticle,
  adminArticleCreate,
  adminArticleUpdate,
  adminContentDelete,
  type FieldErrors,
} from '@vitrina/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { articles, articleTabs } from '../../db/schema';
import { rowId } from '../../http/schemas';
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
 * /admin/api/articles: the blog of GET /articles/items/, newest first as there (`?tab_id=` keeps one tab's).
 * Each article is a page of the storefront and of the sitemap.
 */
export const articlesRoutes = (database: Database) =>
  contentRoutes(
    database,
    {
      path: 'articles',
      entity: 'article',
      one: 'an article',
      many: 'articles',
      table: articles,
      id: articles.id,
      version: sql<number>`${articles.version}`,
      versionColumn: articles.version,
      order: [desc(articles.publishedOn)],
      searchable: [articles.title],
      filters: {
        shape: { tab_id: rowId.optional() },
        where: (query) => (typeof query.tab_id === 'number' ? eq(articles.tabId, query.tab_id) : undefined),
      },
      record: adminArticle,
      create: adminArticleCreate,
      update: adminArticleUpdate,
      toRecord: (row) => ({
        id: row.id,
        version: row.rowVersion,
        tab_id: row.tabId,
        published_on: row.publishedOn,
        title: inBoth(row.title, ''),
        excerpt: inBoth(row.excerpt, ''),
        body: bodyHtml(row.body),
        ...illustrationRecord(row),
      }),
      toValues: (input, texts) => {
        const body = input.body && bodyBlocks(input.body);
        const errors = missingTranslations({ ...input, body }, texts);
        if (Object.keys(errors).length > 0) return { errors };
        return {
          values: {
            tabId: input.tab_id,
            publishedOn: input.published_on,
            title: input.title,
            excerpt: input.excerpt,
            body,
            ...illustrationValues(input),
          },
        };
      },
      // A tab that is not there is a field error, not the foreign key's failure.
      check: async (tx, input, texts): Promise<FieldErrors> => {
        if (input.tab_id === undefined) return {};
        const [tab] = await tx
          .select({ id: articleTabs.id })
          .from(articleTabs)
          .where(eq(articleTabs.id, input.tab_id))
          .for('share');
        return tab ? {} : { tab_id: [texts.unknownTab] };
      },
      tags: ['editorial'],
      listedTags: ['sitemap'],
    },
    adminContentDelete,
  );
