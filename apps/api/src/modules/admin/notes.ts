import type { AdminNote } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { leadNotes, leads, orderNotes, orders, staff } from '../../db/schema';
import { audit, type StaffActor } from './audit';

// Internal notes, on orders and on leads alike: one way to write them (with their audit entry) and one way to
// read them (oldest first, with who wrote them).

const notebooks = {
  order: { notes: orderNotes, owner: orderNotes.orderId, parent: orders, parentId: orders.id },
  lead: { notes: leadNotes, owner: leadNotes.leadId, parent: leads, parentId: leads.id },
} as const;
export type NotedEntity = keyof typeof notebooks;

interface NoteRow {
  id: number;
  text: string;
  staff_id: number | null;
  name: string | null;
  email: string | null;
  created_at: string | Date;
}

export async function notesOf(q: Queryable, entity: NotedEntity, id: number): Promise<AdminNote[]> {
  const book = notebooks[entity];
  const result = (await q.execute(sql`select n.id, n.text, n.staff_id, s.name, s.email, n.created_at
    from ${book.notes} n left join ${staff} s on s.id = n.staff_id
    where n.${sql.identifier(book.owner.name)} = ${id} order by n.id`)) as unknown as { rows: NoteRow[] };
  return result.rows.map((row) => ({
    id: Number(row.id),
    text: row.text,
    staff:
      row.staff_id === null || row.email === null
        ? null
        : { id: Number(row.staff_id), name: row.name ?? '', email: row.email },
    created_at: new Date(row.created_at).toISOString(),
  }));
}

/**
 * Adds a note to an existing order or lead, audited in the same transaction; false when there is no such
 * record. The insert selects the record, so a note never lands on a missing one.
 */
export async function addNote(
  database: Database,
  actor: StaffActor,
  entity: NotedEntity,
  id: number,
  text: string,
): Promise<boolean> {
  const book = notebooks[entity];
  return database.db.transaction(async (tx) => {
    const result =
      (await tx.execute(sql`insert into ${book.notes} (${sql.identifier(book.owner.name)}, staff_id, text)
      select ${book.parentId}, ${actor.id}, ${text} from ${book.parent} where ${book.parentId} = ${id}
      returning id`)) as unknown as { rows: { id: number }[] };
    const [note] = result.rows;
    if (!note) return false;
    await audit(tx, actor, {
      action: `${entity}.note`,
      entity,
      entityId: id,
      after: { note_id: Number(note.id), text },
    });
    return true;
  });
}
