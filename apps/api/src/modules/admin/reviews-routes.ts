import { adminContentDelete, adminReview, adminReviewCreate, adminReviewUpdate } from '@vitrina/contract';
import { asc, desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reviews } from '../../db/schema';
import { contentRoutes } from './content-routes';
import { inBoth, missingTranslations } from './content-values';

/** /admin/api/reviews: customers' reviews of GET /reviews (and the home page's), newest first as there. */
export const reviewsRoutes = (database: Database) =>
  contentRoutes(
    database,
    {
      path: 'reviews',
      entity: 'review',
      one: 'a review',
      many: 'reviews',
      table: reviews,
      id: reviews.id,
      version: sql<number>`${reviews.version}`,
      versionColumn: reviews.version,
      positionColumn: reviews.position,
      order: [desc(reviews.reviewedOn), asc(reviews.position)],
      searchable: [reviews.author, reviews.text],
      record: adminReview,
      create: adminReviewCreate,
      update: adminReviewUpdate,
      toRecord: (row) => ({
        id: row.id,
        version: row.rowVersion,
        position: row.position,
        author: inBoth(row.author, ''),
        city: inBoth(row.city, ''),
        rating_halves: row.ratingHalves,
        text: inBoth(row.text, ''),
        reviewed_on: row.reviewedOn,
      }),
      toValues: (input, texts) => {
        const errors = missingTranslations(input, texts);
        if (Object.keys(errors).length > 0) return { errors };
        return {
          values: {
            position: input.position,
            author: input.author,
            city: input.city,
            ratingHalves: input.rating_halves,
            text: input.text,
            reviewedOn: input.reviewed_on,
          },
        };
      },
      tags: ['company', 'home-page'],
    },
    adminContentDelete,
  );
