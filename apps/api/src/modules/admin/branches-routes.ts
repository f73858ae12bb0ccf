import {
  adminBranch,
  adminBranchCreate,
  adminBranchUpdate,
  adminRowVersionDelete,
  BRANCH_KINDS,
  type FieldErrors,
} from '@vitrina/contract';
import { format } from '@vitrina/locale';
import { and, asc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { xminVersion } from '../../db/raw-sql';
import { branches } from '../../db/schema';
import { addFieldError } from '../../http/field-errors';
import { isSlug } from '../../http/schemas';
import { contentRoutes } from './content-routes';
import { inBoth, missingTranslations } from './content-values';

/**
 * /admin/api/branches: the showrooms, offices, factory and dealers of GET /branches (docs/adr/0008), by position.
 * Each has a page at /contacts/{slug}, so every write also drops the sitemap. The slug
 * follows the catalogue's form (lower-case Latin letters, digits, '-') and is unique among branches; it lives
 * under /contacts/, so the storefront's own first segments do not concern it.
 */
export const branchesRoutes = (database: Database) =>
  contentRoutes(
    database,
    {
      path: 'branches',
      entity: 'branch',
      one: 'a branch',
      many: 'branches',
      table: branches,
      id: branches.id,
      // No version column (and the schema is not changed for this): the row's transaction id (docs/adr/0028).
      version: xminVersion(branches),
      positionColumn: branches.position,
      order: [asc(branches.position)],
      searchable: [branches.title, branches.city, branches.address],
      filters: {
        shape: { kind: z.enum(BRANCH_KINDS).optional() },
        where: (query) =>
          query.kind ? eq(branches.kind, query.kind as (typeof BRANCH_KINDS)[number]) : undefined,
      },
      record: adminBranch,
      create: adminBranchCreate,
      update: adminBranchUpdate,
      toRecord: (row) => ({
        id: row.id,
        version: row.rowVersion,
        slug: row.slug,
        kind: row.kind,
        position: row.position,
        title: inBoth(row.title, ''),
        city: inBoth(row.city, ''),
        address: inBoth(row.address, ''),
        phones: row.phones.map((phone) => ({ ...phone, name: inBoth(phone.name, '') })),
        email: row.email,
        hours_from: row.hoursFrom,
        hours_to: row.hoursTo,
        days: inBoth(row.days, ''),
        lat: row.lat,
        lng: row.lng,
        image_file: row.imageFile,
        description: inBoth(row.description, ''),
      }),
      toValues: (input, texts) => {
        const { phones, ...fields } = input;
        const errors = missingTranslations(fields, texts);
        phones?.forEach((phone, index) => {
          for (const [field, messages] of Object.entries(missingTranslations(phone, texts)))
            errors[`phones.${index}.${field}`] = messages;
        });
        // All digits would be read as an id by GET /branches/{id}, which answers either.
        if (input.slug !== undefined && (!isSlug(input.slug) || /^\d+$/.test(input.slug)))
          addFieldError(errors, 'slug', texts.slugFormat);
        if (Object.keys(errors).length > 0) return { errors };
        return {
          values: {
            slug: input.slug,
            kind: input.kind,
            position: input.position,
            title: input.title,
            city: input.city,
            address: input.address,
            phones,
            email: input.email,
            hoursFrom: input.hours_from,
            hoursTo: input.hours_to,
            days: input.days,
            lat: input.lat,
            lng: input.lng,
            imageFile: input.image_file,
            description: input.description,
          },
        };
      },
      check: async (tx, input, texts, id): Promise<FieldErrors> => {
        if (input.slug === undefined) return {};
        const [taken] = await tx
          .select({ id: branches.id })
          .from(branches)
          .where(and(eq(branches.slug, input.slug), id === undefined ? undefined : ne(branches.id, id)))
          .limit(1);
        return taken ? { slug: [format(texts.slugTaken, { slug: input.slug })] } : {};
      },
      uniqueRefusal: (input, texts) => ({ slug: [format(texts.slugTaken, { slug: input.slug ?? '' })] }),
      // A change may rename the page (its slug), so the sitemap goes with every write, not only adds and deletes.
      tags: ['branches', 'company', 'sitemap'],
    },
    adminRowVersionDelete,
  );
