import type { AdminStaffUpdate, StaffMember, StaffRole } from '@vitrina/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { staff, staffSessions } from '../../db/schema';
import { hashPassword, isCommonPassword } from '../auth/passwords';
import { type Actor, audit } from './audit';

// Staff accounts: made by the command line (the first admin) or by an admin in the back office. The same
// functions serve both, so the rules (unique e-mail, strong password, audit entry) hold either way.

type StaffRow = typeof staff.$inferSelect;

export function staffBody(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    locale: row.locale as 'ro' | 'ru',
    disabled: row.disabledAt !== null,
    version: row.version,
    created_at: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a member: never the password hash. */
const audited = (row: StaffRow) => {
  const { version: _version, created_at: _created, ...rest } = staffBody(row);
  return rest;
};

export type StaffOutcome =
  | { kind: 'ok'; member: StaffMember }
  | { kind: 'exists' }
  | { kind: 'weak' }
  | { kind: 'missing' }
  | { kind: 'stale' }
  | { kind: 'self' };

export async function findStaffByEmail(q: Queryable, email: string): Promise<StaffRow | undefined> {
  const [row] = await q
    .select()
    .from(staff)
    .where(sql`lower(${staff.email}) = ${email.trim().toLowerCase()}`);
  return row;
}

export async function createStaff(
  database: Database,
  actor: Actor,
  input: { email: string; name: string; role: StaffRole; password: string },
): Promise<StaffOutcome> {
  if (isCommonPassword(input.password)) return { kind: 'weak' };
  const passwordHash = await hashPassword(input.password);
  return database.db.transaction(async (tx) => {
    if (await findStaffByEmail(tx, input.email)) return { kind: 'exists' } as const;
    const [row] = await tx
      .insert(staff)
      .values({ email: input.email.trim(), name: input.name, role: input.role, passwordHash })
      .returning();
    if (!row) throw new Error('staff member was not inserted');
    await audit(tx, actor, {
      action: 'staff.create',
      entity: 'staff',
      entityId: row.id,
      after: audited(row),
    });
    return { kind: 'ok', member: staffBody(row) } as const;
  });
}

/**
 * Changes a member's name, role, language or disabled flag, on the version the editor saw. Nobody disables or
 * demotes themselves: an office must never be left without the admin who is using it.
 */
export async function updateStaff(
  database: Database,
  actor: Actor,
  id: number,
  change: AdminStaffUpdate,
): Promise<StaffOutcome> {
  const self = actor !== 'cli' && actor.id === id;
  // Any role but admin is a demotion: an admin who could demote themselves could leave the office without one.
  if (self && (change.disabled === true || (change.role !== undefined && change.role !== 'admin')))
    return { kind: 'self' };
  return database.db.transaction(async (tx) => {
    const [before] = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
    if (!before) return { kind: 'missing' } as const;
    if (before.version !== change.version) return { kind: 'stale' } as const;
    const disabledAt =
      change.disabled === undefined
        ? before.disabledAt
        : change.disabled
          ? (before.disabledAt ?? new Date())
          : null;
    const [after] = await tx
      .update(staff)
      .set({
        name: change.name ?? before.name,
        role: change.role ?? before.role,
        locale: change.locale ?? before.locale,
        disabledAt,
        version: before.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(staff.id, id))
      .returning();
    if (!after) throw new Error('staff member vanished');
    // Disabling ends every session of theirs now, not at its next idle timeout.
    if (disabledAt !== null)
      await tx
        .update(staffSessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(staffSessions.staffId, id), isNull(staffSessions.revokedAt)));
    await audit(tx, actor, {
      action: 'staff.update',
      entity: 'staff',
      entityId: id,
      before: audited(before),
      after: audited(after),
    });
    return { kind: 'ok', member: staffBody(after) } as const;
  });
}

/** Sets a new password and ends the member's sessions: whoever held the old one is out. */
export async function resetStaffPassword(
  database: Database,
  actor: Actor,
  id: number,
  password: string,
): Promise<StaffOutcome> {
  if (isCommonPassword(password)) return { kind: 'weak' };
  const passwordHash = await hashPassword(password);
  return database.db.transaction(async (tx) => {
    const [after] = await tx
      .update(staff)
      .set({ passwordHash, version: sql`${staff.version} + 1`, updatedAt: new Date() })
      .where(eq(staff.id, id))
      .returning();
    if (!after) return { kind: 'missing' } as const;
    await tx
      .update(staffSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(staffSessions.staffId, id), isNull(staffSessions.revokedAt)));
    await audit(tx, actor, { action: 'staff.password', entity: 'staff', entityId: id });
    return { kind: 'ok', member: staffBody(after) } as const;
  });
}
