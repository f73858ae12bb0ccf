import { type AdminOrderUpdate, canMove } from '@vitrina/contract';
import { format, getMessages, type Locale } from '@vitrina/locale';
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { orderEvents, orders } from '../../db/schema';
import { audit, type StaffActor } from './audit';
import { adminTexts } from './messages';

// Moving an order through the workshop's workflow (`orderWorkflow` in @vitrina/contract). The row is locked
// and its version compared, so of two staff acting on one order at once the later gets 409 and loses nothing;
// the event, the audit entry and the customer's e-mail are written in the same transaction as the change.

export type OrderRow = typeof orders.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

/** Writes the customer's e-mail about a stage change into the outbox, inside the change's transaction. */
export type StageNotifier = (tx: Tx, order: OrderRow, event: OrderEventRow) => Promise<void>;

export type MoveOutcome =
  | { kind: 'moved' }
  | { kind: 'missing' }
  | { kind: 'conflict'; detail: string }
  | { kind: 'invalid'; errors: Record<string, string[]> };

export async function moveOrder(
  database: Database,
  notify: StageNotifier,
  actor: StaffActor,
  id: number,
  change: AdminOrderUpdate,
  locale: Locale,
): Promise<MoveOutcome> {
  const texts = adminTexts(locale);
  if (change.status === 'measurement_scheduled' && change.measurement_at === undefined)
    return { kind: 'invalid', errors: { measurement_at: [texts.measurementRequired] } };
  if (change.status === 'cancelled' && !change.reason)
    return { kind: 'invalid', errors: { reason: [texts.reasonRequired] } };
  return database.db.transaction(async (tx): Promise<MoveOutcome> => {
    const [before] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!before) return { kind: 'missing' };
    if (before.version !== change.version) return { kind: 'conflict', detail: texts.versionConflict };
    if (!canMove(before.stage, change.status)) {
      const stages = getMessages(locale).account.orders.stages;
      return {
        kind: 'conflict',
        detail: format(texts.illegalTransition, { from: stages[before.stage], to: stages[change.status] }),
      };
    }
    const measurementAt =
      change.status === 'measurement_scheduled' && change.measurement_at
        ? new Date(change.measurement_at)
        : before.measurementAt;
    const [after] = await tx
      .update(orders)
      .set({ stage: change.status, measurementAt, version: before.version + 1 })
      .where(eq(orders.id, id))
      .returning();
    const [event] = await tx
      .insert(orderEvents)
      .values({
        orderId: id,
        staffId: actor.id,
        fromStage: before.stage,
        toStage: change.status,
        measurementAt: change.status === 'measurement_scheduled' ? measurementAt : null,
        reason: change.status === 'cancelled' ? (change.reason ?? '') : '',
      })
      .returning();
    if (!after || !event) throw new Error('order change was not written');
    await audit(tx, actor, {
      action: 'order.stage',
      entity: 'order',
      entityId: id,
      before: { status: before.stage, measurement_at: before.measurementAt?.toISOString() ?? null },
      after: {
        status: after.stage,
        measurement_at: after.measurementAt?.toISOString() ?? null,
        ...(event.reason ? { reason: event.reason } : {}),
      },
    });
    await notify(tx, after, event);
    return { kind: 'moved' };
  });
}
