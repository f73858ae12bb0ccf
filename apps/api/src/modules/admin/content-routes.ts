import { adminPage, type CacheTag, type FieldErrors } from '@vitrina/contract';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, Tx } from '../../db/client';
import { detailError, formErrors, rowId, searchText } from '../../http/schemas';
import { notFoundBody } from '../../i18n/messages';
import { isUniqueViolation } from '../account/profile';
import { pagedResult, pageSlice } from '../editorial/paging';
import { containsPattern, totalRows } from '../editorial/sql';
import { audit, type StaffActor } from './audit';
import { type ContentMessages, contentTexts } from './content-messages';
import { allow } from './guard';
import { pagingQuery } from './listing';
import { adminTexts } from './messages';
import { published } from './published';

// The content of the shop edited in the back office (promotions, articles, vacancies, FAQ, works, banners …):
// every kind is listed, read, created, changed and deleted the same way, so each says only what is its own
// (its table, its fields, how a record maps to columns) and this file says how a write is made: on the version
// it was read at (the later of two gets 409), audited in its own transaction, and published after the commit.

/** A row of a content table, with its version as the API answers it. */
export type ContentRow<Table extends PgTable> = Table['$inferSelect'] & { rowVersion: number };

/** What a write's fields become: the columns to store, or the field errors that refuse them. */
export type ContentValues<Table extends PgTable> =
  | { values: Partial<Table['$inferInsert']> }
  | { errors: FieldErrors };

/** What names a record in its path: its row id, or a name where the table's key is one (a page type). */
type ContentKey = number | string;

export interface ContentKind<
  Table extends PgTable,
  Create extends z.ZodType<Record<string, unknown>>,
  Update extends z.ZodType<Record<string, unknown> & { version: number }>,
  Record_ extends z.ZodType,
  Key extends ContentKey = number,
> {
  /** The path under /admin/api/ (an editor's area in roles.ts). */
  path: string;
  /** The audit log's name of the entity. */
  entity: string;
  /** Names for the OpenAPI document: 'a promotion', 'promotions'. */
  one: string;
  many: string;
  table: Table;
  id: AnyPgColumn;
  /**
   * The table's rows this kind is, where it shares its table with rows edited elsewhere or not at all (the about
   * page among the content pages): others are not listed, and answer 404 as if they were not there.
   */
  scope?: SQL;
  /** The path's `:id` where the key is not a row id (a page type's name). */
  key?: z.ZodType<Key>;
  /** A number that changes with every write: the version column, or the row's transaction id where there is none. */
  version: SQL<number>;
  /** The version column raised by a write (undefined where the table has none). */
  versionColumn?: AnyPgColumn;
  /** A position column (its key is `position`): a record created without one goes last. */
  positionColumn?: AnyPgColumn;
  order: SQL[];
  /** Translated columns `?q=` looks in (either language); none, and the list takes no `?q=`. */
  searchable: AnyPgColumn[];
  /** Filters of the list besides `q` (`?tab_id=`), and the condition each makes. */
  filters?: { shape: z.ZodRawShape; where(query: Record<string, unknown>): SQL | undefined };
  /** Columns computed for the record (a tab's number of articles). */
  extra?: Record<string, SQL>;
  record: Record_;
  create: Create;
  update: Update;
  toRecord(row: ContentRow<Table>): z.infer<Record_>;
  /** The columns of a write's fields; `texts` words what is refused. */
  toValues(input: Partial<z.infer<Create>>, texts: ContentMessages): ContentValues<Table>;
  /**
   * Writes what a record holds in other tables (a banner's buttons), in the write's transaction, after its row;
   * `extra` reads them back into the record, which is then read again.
   */
  writeParts?(tx: Tx, id: Key, input: Partial<z.infer<Create>>): Promise<void>;
  /**
   * What refuses a write besides its fields, read in its transaction (a tab that does not exist, a slug another
   * row has); `id` is the record changed, undefined for a new one.
   */
  check?(tx: Tx, input: Partial<z.infer<Create>>, texts: ContentMessages, id?: Key): Promise<FieldErrors>;
  /**
   * What a write that broke a unique index is told (two saves raced for one new slug: both passed `check`, the
   * database stopped the later); without it such a write fails as any other error.
   */
  uniqueRefusal?(input: Partial<z.infer<Create>>, texts: ContentMessages): FieldErrors;
  /**
   * What a change does to other records, in its transaction, once its row is written (a page renamed moves the
   * links to it); `before` and `after` are the row as it was and as written.
   */
  afterChange?(tx: Tx, before: ContentRow<Table>, after: ContentRow<Table>, actor: StaffActor): Promise<void>;
  /** Why a record may not be deleted (a tab that still has articles): its 409, or null. */
  inUse?(tx: Tx, id: Key, texts: ContentMessages): Promise<string | null>;
  /** The storefront's cached reads a change touches, and those that also list its URL (the sitemap). */
  tags: CacheTag[];
  listedTags?: CacheTag[];
  /** Rows the storefront always has (a page's one heading): listed, read and changed, never added or deleted. */
  fixed?: boolean;
}

type Outcome<Answer> =
  | { kind: 'ok'; record: Answer }
  | { kind: 'missing' }
  | { kind: 'stale' }
  | { kind: 'refused'; errors: FieldErrors }
  | { kind: 'in_use'; detail: string };

const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;

/** Registers list, read, create, change and delete of one kind of content, for admins and editors. */
export function contentRoutes<
  Table extends PgTable,
  Create extends z.ZodType<Record<string, unknown>>,
  Update extends z.ZodType<Record<string, unknown> & { version: number }>,
  Record_ extends z.ZodType,
  Key extends ContentKey = number,
>(
  database: Database,
  kind: ContentKind<Table, Create, Update, Record_, Key>,
  deleteQuery: z.ZodType<{ version: number }>,
): FastifyPluginAsyncZod {
  type Answer = z.infer<Record_>;
  type Row = ContentRow<Table>;
  // The generic table loses drizzle's column types: rows are typed by the kind and checked by its record schema.
  const table = kind.table as PgTable & Record<string, never>;
  const columns = { ...getTableColumns(table), rowVersion: kind.version, ...kind.extra };
  const tags = kind.tags;
  const listedTags = [...kind.tags, ...(kind.listedTags ?? [])];
  const openApiTags = ['admin'];
  const editors = { preValidation: allow('admin', 'editor') };
  const idParams = z.strictObject({ id: kind.key ?? rowId });
  // The key of the id column among the row's: what the record's key is read from, and set by.
  const idKey = Object.entries(getTableColumns(table)).find(([, column]) => column === kind.id)?.[0] ?? 'id';
  const keyOf = (row: Row) => (row as Record<string, unknown>)[idKey] as Key;
  const writeErrors = { 400: formErrors, 403: detailError, 404: detailError, 409: detailError };

  const byKey = (id: Key) => and(eq(kind.id, id), kind.scope);
  const lockRow = async (tx: Tx, id: Key) => {
    const [row] = await tx.select(columns).from(table).where(byKey(id)).for('update');
    return row as Row | undefined;
  };
  /** The row as written, with the parts `writeParts` wrote since its insert or update returned. */
  const written = async (tx: Tx, row: Row, input: Partial<z.infer<Create>>) => {
    if (!kind.writeParts) return row;
    const id = keyOf(row);
    await kind.writeParts(tx, id, input);
    const [reread] = await tx.select(columns).from(table).where(eq(kind.id, id));
    return (reread as Row | undefined) ?? row;
  };
  const readRow = async (id: Key) => {
    const [row] = await database.db.select(columns).from(table).where(byKey(id));
    return row as Row | undefined;
  };
  const valuesOf = async (
    tx: Tx,
    input: Partial<z.infer<Create>>,
    texts: ContentMessages,
    id?: Key,
  ): Promise<ContentValues<Table>> => {
    const converted = kind.toValues(input, texts);
    const checked = kind.check ? await kind.check(tx, input, texts, id) : {};
    const errors = { ...('errors' in converted ? converted.errors : {}), ...checked };
    return hasErrors(errors) || !('values' in converted) ? { errors } : { values: converted.values };
  };
  /** The audit log's copy of a record: what the editor saw, without the version. */
  const audited = (record: Answer) => {
    const { version: _version, ...rest } = record as Record<string, unknown>;
    return rest;
  };

  /** Runs a write, telling a unique index's refusal as the kind words it. */
  const raced = async <Answer_>(
    input: Partial<z.infer<Create>>,
    texts: ContentMessages,
    write: () => Promise<Outcome<Answer_>>,
  ): Promise<Outcome<Answer_>> => {
    try {
      return await write();
    } catch (error) {
      if (!kind.uniqueRefusal || !isUniqueViolation(error)) throw error;
      return { kind: 'refused', errors: kind.uniqueRefusal(input, texts) };
    }
  };

  const create = (input: z.infer<Create>, texts: ContentMessages, actor: { id: number; email: string }) =>
    raced(input, texts, () =>
      database.db.transaction(async (tx): Promise<Outcome<Answer>> => {
        const converted = await valuesOf(tx, input, texts);
        if ('errors' in converted) return { kind: 'refused', errors: converted.errors };
        const values: Record<string, unknown> = { ...converted.values };
        if (kind.positionColumn && values[kind.positionColumn.name] === undefined) {
          // Last: one more than the highest position now.
          const [last] = await tx
            .select({ next: sql<number>`(coalesce(max(${kind.positionColumn}), 0) + 1)::int` })
            .from(table);
          values.position = last?.next ?? 1;
        }
        const [inserted] = await tx
          .insert(table)
          .values(values as never)
          .returning(columns);
        if (!inserted) throw new Error(`${kind.entity} was not inserted`);
        const row = await written(tx, inserted as Row, input);
        const record = kind.toRecord(row);
        await audit(tx, actor, {
          action: `${kind.entity}.create`,
          entity: kind.entity,
          entityId: keyOf(row),
          after: audited(record),
        });
        return { kind: 'ok', record };
      }),
    );

  const change = (
    id: Key,
    input: z.infer<Update>,
    texts: ContentMessages,
    actor: { id: number; email: string },
  ) =>
    raced(input as unknown as Partial<z.infer<Create>>, texts, () =>
      database.db.transaction(async (tx): Promise<Outcome<Answer>> => {
        const before = await lockRow(tx, id);
        if (!before) return { kind: 'missing' };
        if (before.rowVersion !== input.version) return { kind: 'stale' };
        const { version: _version, ...fields } = input;
        const changed = fields as unknown as Partial<z.infer<Create>>;
        const converted = await valuesOf(tx, changed, texts, id);
        if ('errors' in converted) return { kind: 'refused', errors: converted.errors };
        const values: Record<string, unknown> = { ...converted.values };
        if (kind.versionColumn) values[kind.versionColumn.name] = sql`${kind.versionColumn} + 1`;
        // Nothing to change still writes the row: a save is a save, and the version tells the next one apart.
        // Fields left out are undefined, which drizzle skips, and it refuses a set of nothing: hence every value.
        if (Object.values(values).every((value) => value === undefined)) values[idKey] = id;
        const [updated] = await tx
          .update(table)
          .set(values as never)
          .where(eq(kind.id, id))
          .returning(columns);
        if (!updated) throw new Error(`${kind.entity} vanished`);
        const after = await written(tx, updated as Row, changed);
        const record = kind.toRecord(after);
        await audit(tx, actor, {
          action: `${kind.entity}.update`,
          entity: kind.entity,
          entityId: id,
          before: audited(kind.toRecord(before)),
          after: audited(record),
        });
        // After the change's own entry, so the log reads: the page changed, then its links followed.
        if (kind.afterChange) await kind.afterChange(tx, before, after, actor);
        return { kind: 'ok', record };
      }),
    );

  const remove = (id: Key, version: number, texts: ContentMessages, actor: { id: number; email: string }) =>
    database.db.transaction(async (tx): Promise<Outcome<null>> => {
      const before = await lockRow(tx, id);
      if (!before) return { kind: 'missing' };
      if (before.rowVersion !== version) return { kind: 'stale' };
      const inUse = kind.inUse ? await kind.inUse(tx, id, texts) : null;
      if (inUse) return { kind: 'in_use', detail: inUse };
      await tx.delete(table).where(eq(kind.id, id));
      await audit(tx, actor, {
        action: `${kind.entity}.delete`,
        entity: kind.entity,
        entityId: id,
        before: audited(kind.toRecord(before)),
      });
      return { kind: 'ok', record: null };
    });

  // The routes see the kind's schemas as plain ones: Fastify cannot resolve a reply type over a generic schema.
  const recordSchema: z.ZodType = kind.record;
  const createSchema: z.ZodType = kind.create;
  const updateSchema: z.ZodType = kind.update;
  const filterShape: z.ZodRawShape = kind.filters?.shape ?? {};

  return async (app) => {
    /** The answer of a refused write, in the staff member's language. */
    const refusal = (
      outcome: Exclude<Outcome<unknown>, { kind: 'ok' }>,
      locale: Parameters<typeof adminTexts>[0],
    ) => {
      switch (outcome.kind) {
        case 'missing':
          return { status: 404, body: notFoundBody(locale) } as const;
        case 'stale':
          return { status: 409, body: { detail: adminTexts(locale).versionConflict } } as const;
        case 'in_use':
          return { status: 409, body: { detail: outcome.detail } } as const;
        case 'refused':
          return { status: 400, body: outcome.errors } as const;
      }
    };

    app.get(
      `/${kind.path}`,
      {
        ...editors,
        schema: {
          tags: openApiTags,
          summary: `List ${kind.many}, in the storefront's order`,
          querystring: z.strictObject({
            ...pagingQuery,
            ...(kind.searchable.length > 0 ? { q: searchText(100).optional() } : {}),
            ...filterShape,
          }),
          response: { 200: adminPage(recordSchema), 400: formErrors, 403: detailError, 404: detailError },
        },
      },
      async (request, reply) => {
        const query = request.query as { page: number; page_size: number; q?: string };
        const conditions: SQL[] = kind.scope ? [kind.scope] : [];
        if (query.q) {
          const pattern = containsPattern(query.q);
          conditions.push(
            sql`(${sql.join(
              kind.searchable.map((column) => sql`concat_ws(' ', ${column} ->> 'ro', ${column} ->> 'ru')`),
              sql` || ' ' || `,
            )}) ilike ${pattern}`,
          );
        }
        const filtered = kind.filters?.where(query as Record<string, unknown>);
        if (filtered) conditions.push(filtered);
        const { limit, offset } = pageSlice(query.page, query.page_size);
        const rows = await database.db
          .select({ ...columns, total: totalRows })
          .from(table)
          .where(conditions.length > 0 ? sql.join(conditions, sql` and `) : undefined)
          .orderBy(...kind.order, kind.id)
          .limit(limit)
          .offset(offset);
        return (
          pagedResult(rows as (Row & { total: number })[], query.page, query.page_size, (row) =>
            kind.toRecord(row),
          ) ?? reply.code(404).send(notFoundBody(request.locale))
        );
      },
    );

    app.get(
      `/${kind.path}/:id`,
      {
        ...editors,
        schema: {
          tags: openApiTags,
          summary: `One of the ${kind.many}, every language, its body as the editor's HTML`,
          params: idParams,
          response: { 200: recordSchema, 403: detailError, 404: detailError },
        },
      },
      async (request, reply) => {
        const row = await readRow(request.params.id as Key);
        return row ? kind.toRecord(row) : reply.code(404).send(notFoundBody(request.locale));
      },
    );

    if (!kind.fixed)
      app.post(
        `/${kind.path}`,
        {
          ...editors,
          schema: {
            tags: openApiTags,
            summary: `Add ${kind.one}; a text missing in a language is refused, naming the language`,
            body: createSchema,
            response: { 201: recordSchema, ...writeErrors },
          },
        },
        async (request, reply) => {
          const outcome = await create(
            request.body as z.infer<Create>,
            contentTexts(request.locale),
            request.staff,
          );
          if (outcome.kind !== 'ok') {
            const { status, body } = refusal(outcome, request.locale);
            return reply.code(status).send(body);
          }
          await published(app, listedTags);
          return reply.code(201).send(outcome.record);
        },
      );

    app.patch(
      `/${kind.path}/:id`,
      {
        ...editors,
        schema: {
          tags: openApiTags,
          summary: `Change ${kind.one} as read at \`version\` (409 if it changed meanwhile)`,
          params: idParams,
          body: updateSchema,
          response: { 200: recordSchema, ...writeErrors },
        },
      },
      async (request, reply) => {
        const outcome = await change(
          request.params.id as Key,
          request.body as z.infer<Update>,
          contentTexts(request.locale),
          request.staff,
        );
        if (outcome.kind !== 'ok') {
          const { status, body } = refusal(outcome, request.locale);
          return reply.code(status).send(body);
        }
        await published(app, tags);
        return outcome.record;
      },
    );

    if (!kind.fixed)
      app.delete(
        `/${kind.path}/:id`,
        {
          ...editors,
          schema: {
            tags: openApiTags,
            summary: `Delete ${kind.one} as read at \`version\``,
            params: idParams,
            querystring: deleteQuery,
            response: { 204: z.null(), ...writeErrors },
          },
        },
        async (request, reply) => {
          const { version } = request.query as { version: number };
          const outcome = await remove(
            request.params.id as Key,
            version,
            contentTexts(request.locale),
            request.staff,
          );
          if (outcome.kind !== 'ok') {
            const { status, body } = refusal(outcome, request.locale);
            return reply.code(status).send(body);
          }
          await published(app, listedTags);
          return reply.code(204).send(null);
        },
      );
  };
}
