import type { PriceDraft, PriceDraftSave, PriceList, PriceVersion } from '@vitrina/contract';
import { format } from '@vitrina/locale';
import { type CalculatorDefinition, calculatorDefinition, gridFromCsv } from '@vitrina/pricing';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database, Queryable, Tx } from '../../db/client';
import { calculatorDefinitions, calculatorDrafts, calculatorTypes } from '../../db/schema';
import { audit, type StaffActor } from './audit';
import { auditedChanges, definitionChanges } from './price-diff';
import { definitionFieldErrors, zeroPrices } from './price-problems';

// The price lists' writes (docs/adr/0024). Each runs in one transaction that first locks the calculator's row,
// so two saves, a save and a publish, or two publishes of one calculator happen one after the other; the draft's
// revision then tells the later writer that it worked on an older copy (409). Every write is audited inside it.

export type PriceOutcome<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'missing' }
  | { kind: 'stale' }
  | { kind: 'no_draft' }
  | { kind: 'unknown_version'; version: number }
  | { kind: 'invalid'; errors: Record<string, string[]> }
  | { kind: 'confirm'; zeros: string[] };

type TypeRow = typeof calculatorTypes.$inferSelect;

/** A title in both languages of the back office (stored as a map of any languages). */
const titleOf = (type: TypeRow) => ({ ro: type.title.ro ?? '', ru: type.title.ru ?? type.title.ro ?? '' });
type DraftRow = typeof calculatorDrafts.$inferSelect;

async function publishedOf(q: Queryable, type: TypeRow) {
  const [row] = await q
    .select()
    .from(calculatorDefinitions)
    .where(
      and(
        eq(calculatorDefinitions.calculatorTypeId, type.id),
        eq(calculatorDefinitions.version, type.currentVersion),
      ),
    );
  if (!row) throw new Error(`calculator ${type.id} has no definition ${type.currentVersion}`);
  return row;
}

export async function priceLists(database: Database): Promise<PriceList[]> {
  const rows = await database.db
    .select({ type: calculatorTypes, published: calculatorDefinitions, draft: calculatorDrafts })
    .from(calculatorTypes)
    .innerJoin(
      calculatorDefinitions,
      and(
        eq(calculatorDefinitions.calculatorTypeId, calculatorTypes.id),
        eq(calculatorDefinitions.version, calculatorTypes.currentVersion),
      ),
    )
    .leftJoin(calculatorDrafts, eq(calculatorDrafts.calculatorTypeId, calculatorTypes.id))
    .orderBy(asc(calculatorTypes.position), asc(calculatorTypes.id));
  return rows.map(({ type, published, draft }) => ({
    id: type.id,
    slug: type.slug,
    title: titleOf(type),
    family: type.family,
    model: published.definition.base.model,
    version: type.currentVersion,
    published_at: published.createdAt.toISOString(),
    published_by: published.publishedBy,
    draft: draft && {
      revision: draft.revision,
      base_version: draft.baseVersion,
      updated_by: draft.updatedBy,
      updated_at: draft.updatedAt.toISOString(),
    },
  }));
}

function draftBody(type: TypeRow, published: CalculatorDefinition, draft: DraftRow | undefined): PriceDraft {
  return {
    id: type.id,
    title: titleOf(type),
    revision: draft?.revision ?? 0,
    base_version: draft?.baseVersion ?? type.currentVersion,
    published_version: type.currentVersion,
    definition: calculatorDefinition.parse(draft?.definition ?? published),
    updated_by: draft?.updatedBy ?? null,
    updated_at: draft?.updatedAt.toISOString() ?? null,
  };
}

/** The draft, or the published definition as revision 0 when no draft was saved; null for an unknown calculator. */
export async function readDraft(database: Database, typeId: number): Promise<PriceDraft | null> {
  const [type] = await database.db.select().from(calculatorTypes).where(eq(calculatorTypes.id, typeId));
  if (!type) return null;
  const published = await publishedOf(database.db, type);
  const [draft] = await database.db
    .select()
    .from(calculatorDrafts)
    .where(eq(calculatorDrafts.calculatorTypeId, typeId));
  return draftBody(type, published.definition, draft);
}

/** Locks the calculator and reads its published definition and draft: the start of every write. */
async function lockedState(tx: Tx, typeId: number) {
  const [type] = await tx.select().from(calculatorTypes).where(eq(calculatorTypes.id, typeId)).for('update');
  if (!type) return null;
  const published = await publishedOf(tx, type);
  const [draft] = await tx
    .select()
    .from(calculatorDrafts)
    .where(eq(calculatorDrafts.calculatorTypeId, typeId));
  return { type, published, draft };
}

/** The schema's and the engine's checks of a definition saved for `family`, as field errors (empty: sound). */
export function definitionErrors(
  definition: CalculatorDefinition,
  family: string,
  familyFixed: string,
): Record<string, string[]> {
  if (definition.family !== family) return { 'definition.family': [format(familyFixed, { family })] };
  return definitionFieldErrors(definition);
}

type Texts = { familyFixed: string };

/**
 * Saves the whole definition as the draft. Revision 0 starts the draft (refused if another was started
 * meanwhile); any other must be the stored revision. Refused, and nothing stored, when a check fails.
 */
export function saveDraft(
  database: Database,
  actor: StaffActor,
  typeId: number,
  input: PriceDraftSave,
  texts: Texts,
): Promise<PriceOutcome<PriceDraft>> {
  return database.db.transaction(async (tx): Promise<PriceOutcome<PriceDraft>> => {
    const state = await lockedState(tx, typeId);
    if (!state) return { kind: 'missing' };
    const { type, draft } = state;
    if ((draft?.revision ?? 0) !== input.revision) return { kind: 'stale' };
    const errors = definitionErrors(input.definition, type.family, texts.familyFixed);
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
    return { kind: 'ok', value: await writeDraft(tx, actor, state, input.definition) };
  });
}

async function writeDraft(
  tx: Tx,
  actor: StaffActor,
  { type, published, draft }: NonNullable<Awaited<ReturnType<typeof lockedState>>>,
  definition: CalculatorDefinition,
): Promise<PriceDraft> {
  const before = draft?.definition ?? published.definition;
  const values = { definition, updatedBy: actor.email, updatedAt: new Date() };
  const [row] = draft
    ? await tx
        .update(calculatorDrafts)
        .set({ ...values, revision: draft.revision + 1 })
        .where(eq(calculatorDrafts.calculatorTypeId, type.id))
        .returning()
    : await tx
        .insert(calculatorDrafts)
        .values({ ...values, calculatorTypeId: type.id, baseVersion: type.currentVersion })
        .returning();
  if (!row) throw new Error('draft not written');
  const changes = auditedChanges(definitionChanges(before, definition));
  await audit(tx, actor, {
    action: draft ? 'calculator.draft_save' : 'calculator.draft_start',
    entity: 'calculator',
    entityId: type.id,
    before: { revision: draft?.revision ?? 0, ...changes.before },
    after: { revision: row.revision, ...changes.after },
  });
  return draftBody(type, published.definition, row);
}

/** Drops the draft made at `revision`: the published version stays as it is. */
export function discardDraft(
  database: Database,
  actor: StaffActor,
  typeId: number,
  revision: number,
): Promise<PriceOutcome<null>> {
  return database.db.transaction(async (tx): Promise<PriceOutcome<null>> => {
    const state = await lockedState(tx, typeId);
    if (!state) return { kind: 'missing' };
    const { type, published, draft } = state;
    if (!draft) return { kind: 'no_draft' };
    if (draft.revision !== revision) return { kind: 'stale' };
    await tx.delete(calculatorDrafts).where(eq(calculatorDrafts.calculatorTypeId, typeId));
    const changes = auditedChanges(definitionChanges(draft.definition, published.definition));
    await audit(tx, actor, {
      action: 'calculator.draft_discard',
      entity: 'calculator',
      entityId: type.id,
      before: { revision: draft.revision, ...changes.before },
      after: { revision: 0, ...changes.after },
    });
    return { kind: 'ok', value: null };
  });
}

/** Replaces one option's grid in the draft (started from the published version if none) with a CSV's. */
export function importGrid(
  database: Database,
  actor: StaffActor,
  typeId: number,
  input: { revision: number; option: string; csv: string },
  texts: Texts & { csv: Record<string, string>; notAGrid: string; unknownOption: string },
): Promise<PriceOutcome<PriceDraft>> {
  return database.db.transaction(async (tx): Promise<PriceOutcome<PriceDraft>> => {
    const state = await lockedState(tx, typeId);
    if (!state) return { kind: 'missing' };
    const { type, published, draft } = state;
    if ((draft?.revision ?? 0) !== input.revision) return { kind: 'stale' };
    const current = calculatorDefinition.parse(draft?.definition ?? published.definition);
    const { base } = current;
    if (base.model !== 'grid') return { kind: 'invalid', errors: { csv: [texts.notAGrid] } };
    if (!(input.option in base.prices))
      return {
        kind: 'invalid',
        errors: { option: [format(texts.unknownOption, { option: input.option })] },
      };
    const read = gridFromCsv(input.csv);
    if (!read.ok) {
      const messages = read.problems.map((p) =>
        format(texts.csv[p.code] ?? p.code, { row: p.row, column: p.column }),
      );
      return { kind: 'invalid', errors: { csv: messages } };
    }
    // The steps are the calculator's, shared by every option: a CSV with other steps changes them for all,
    // and the check below then asks for every other option's table to match.
    const next: CalculatorDefinition = {
      ...current,
      base: {
        ...base,
        widths: read.table.widths,
        heights: read.table.heights,
        prices: { ...base.prices, [input.option]: read.table.prices },
      },
    };
    const errors = definitionErrors(next, type.family, texts.familyFixed);
    if (Object.keys(errors).length > 0)
      return { kind: 'invalid', errors: { csv: Object.values(errors).flat() } };
    return { kind: 'ok', value: await writeDraft(tx, actor, state, next) };
  });
}

/** Stores `definition` as the calculator's next version and makes it current; the draft, if any, is gone. */
async function insertVersion(
  tx: Tx,
  actor: StaffActor,
  type: TypeRow,
  previous: CalculatorDefinition,
  definition: CalculatorDefinition,
  restoredFrom: number | null,
): Promise<number> {
  // A publish uses up the draft; a roll back leaves a draft under way alone (it names its base version).
  const [last] = await tx
    .select({ version: sql<number>`max(${calculatorDefinitions.version})` })
    .from(calculatorDefinitions)
    .where(eq(calculatorDefinitions.calculatorTypeId, type.id));
  const version = Number(last?.version ?? 0) + 1;
  await tx.insert(calculatorDefinitions).values({
    calculatorTypeId: type.id,
    version,
    definition: { ...definition, version },
    publishedBy: actor.email,
    restoredFrom,
  });
  await tx.update(calculatorTypes).set({ currentVersion: version }).where(eq(calculatorTypes.id, type.id));
  if (restoredFrom === null)
    await tx.delete(calculatorDrafts).where(eq(calculatorDrafts.calculatorTypeId, type.id));
  const changes = auditedChanges(
    definitionChanges({ ...previous, version: 0 }, { ...definition, version: 0 }),
  );
  await audit(tx, actor, {
    action: restoredFrom === null ? 'calculator.publish' : 'calculator.rollback',
    entity: 'calculator',
    entityId: type.id,
    before: { version: type.currentVersion, ...changes.before },
    after: { version, ...(restoredFrom === null ? {} : { restored_from: restoredFrom }), ...changes.after },
  });
  return version;
}

/** Checks that hold for any definition about to go live: the engine's, then prices of 0 unless confirmed. */
function publishable(
  definition: CalculatorDefinition,
  family: string,
  confirm: boolean,
  texts: Texts,
): PriceOutcome<never> | null {
  const errors = definitionErrors(definition, family, texts.familyFixed);
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const zeros = zeroPrices(definition);
  return zeros.length > 0 && !confirm ? { kind: 'confirm', zeros } : null;
}

/** Publishes the draft made at `revision` as the next version. */
export function publishDraft(
  database: Database,
  actor: StaffActor,
  typeId: number,
  input: { revision: number; confirm: boolean },
  texts: Texts,
): Promise<PriceOutcome<{ version: number }>> {
  return database.db.transaction(async (tx): Promise<PriceOutcome<{ version: number }>> => {
    const state = await lockedState(tx, typeId);
    if (!state) return { kind: 'missing' };
    const { type, published, draft } = state;
    if (!draft) return { kind: 'no_draft' };
    if (draft.revision !== input.revision) return { kind: 'stale' };
    const definition = calculatorDefinition.parse(draft.definition);
    const refused = publishable(definition, type.family, input.confirm, texts);
    if (refused) return refused;
    const version = await insertVersion(tx, actor, type, published.definition, definition, null);
    return { kind: 'ok', value: { version } };
  });
}

/** Publishes an older version's definition again, as the next version; a draft under way stays, unpublished. */
export function rollBack(
  database: Database,
  actor: StaffActor,
  typeId: number,
  input: { version: number; confirm: boolean },
  texts: Texts,
): Promise<PriceOutcome<{ version: number }>> {
  return database.db.transaction(async (tx): Promise<PriceOutcome<{ version: number }>> => {
    const state = await lockedState(tx, typeId);
    if (!state) return { kind: 'missing' };
    const { type, published } = state;
    const [older] = await tx
      .select()
      .from(calculatorDefinitions)
      .where(
        and(
          eq(calculatorDefinitions.calculatorTypeId, typeId),
          eq(calculatorDefinitions.version, input.version),
        ),
      );
    if (!older) return { kind: 'unknown_version', version: input.version };
    const definition = calculatorDefinition.parse(older.definition);
    const refused = publishable(definition, type.family, input.confirm, texts);
    if (refused) return refused;
    const version = await insertVersion(tx, actor, type, published.definition, definition, input.version);
    return { kind: 'ok', value: { version } };
  });
}

/** Every version, newest first, with who published it and what changed against the one before. */
export async function priceHistory(database: Database, typeId: number): Promise<PriceVersion[] | null> {
  const [type] = await database.db.select().from(calculatorTypes).where(eq(calculatorTypes.id, typeId));
  if (!type) return null;
  const rows = await database.db
    .select()
    .from(calculatorDefinitions)
    .where(eq(calculatorDefinitions.calculatorTypeId, typeId))
    .orderBy(desc(calculatorDefinitions.version));
  return rows.map((row, index) => {
    const previous = rows[index + 1];
    const changes = previous
      ? definitionChanges({ ...previous.definition, version: 0 }, { ...row.definition, version: 0 })
      : [];
    return {
      id: row.version,
      version: row.version,
      published_at: row.createdAt.toISOString(),
      published_by: row.publishedBy,
      restored_from: row.restoredFrom,
      current: row.version === type.currentVersion,
      changes: changes.slice(0, 50),
      change_count: changes.length,
    };
  });
}

/** The published definition and the calculator's family; null for an unknown calculator. */
export async function publishedDefinition(database: Database, typeId: number) {
  const [type] = await database.db.select().from(calculatorTypes).where(eq(calculatorTypes.id, typeId));
  if (!type) return null;
  const row = await publishedOf(database.db, type);
  return { family: type.family, definition: calculatorDefinition.parse(row.definition) };
}
