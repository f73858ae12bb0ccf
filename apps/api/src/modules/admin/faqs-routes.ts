import { adminContentDelete, adminFaq, adminFaqCreate, adminFaqUpdate } from '@vitrina/contract';
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { faqs } from '../../db/schema';
import { contentRoutes } from './content-routes';
import { inBoth, missingTranslations } from './content-values';

/** /admin/api/faqs: the questions of GET /faq (and the home page's), in their position order. */
export const faqsRoutes = (database: Database) =>
  contentRoutes(
    database,
    {
      path: 'faqs',
      entity: 'faq',
      one: 'a question',
      many: 'questions',
      table: faqs,
      id: faqs.id,
      version: sql<number>`${faqs.version}`,
      versionColumn: faqs.version,
      positionColumn: faqs.position,
      order: [asc(faqs.position)],
      searchable: [faqs.question, faqs.answer],
      record: adminFaq,
      create: adminFaqCreate,
      update: adminFaqUpdate,
      toRecord: (row) => ({
        id: row.id,
        version: row.rowVersion,
        position: row.position,
        question: inBoth(row.question, ''),
        answer: inBoth(row.answer, ''),
      }),
      toValues: (input, texts) => {
        const errors = missingTranslations(input, texts);
        if (Object.keys(errors).length > 0) return { errors };
        return { values: { position: input.position, question: input.question, answer: input.answer } };
      },
      tags: ['company', 'home-page'],
    },
    adminContentDelete,
  );
