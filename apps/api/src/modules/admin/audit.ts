import type { Queryable } from '../../db/client';
import { auditLog } from '../../db/schema';

/** Who acts: a signed-in member, or the command line. */
export type StaffActor = { id: number; email: string };
export type Actor = StaffActor | 'cli';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Records a write of the back office: call it in the write's own transaction, so neither lands alone. */
export async function audit(q: Queryable, actor: Actor, entry: AuditEntry): Promise<void> {
  await q.insert(auditLog).values({
    staffId: actor === 'cli' ? null : actor.id,
    actor: actor === 'cli' ? 'cli' : actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
