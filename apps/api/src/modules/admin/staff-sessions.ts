import { createHash, randomBytes } from 'node:crypto';
import { staffSessionLimits } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { StaffRoleRow } from '../../db/schema';

// Server-side staff sessions (docs/adr/0017): the cookie carries 32 random bytes; the table keeps only their
// SHA-256, so a copy of the database opens nothing. Every request both checks and extends the session in one
// statement, and a disabled member's sessions fail that check at once.

export const staffCookie = 'vitrina_staff';

export interface SignedInStaff {
  id: number;
  email: string;
  name: string;
  role: StaffRoleRow;
  locale: 'ro' | 'ru';
  disabled: boolean;
  version: number;
  createdAt: Date;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const idle = sql`make_interval(hours => ${staffSessionLimits.idleHours}::int)`;
const absolute = sql`make_interval(days => ${staffSessionLimits.absoluteDays}::int)`;

/** Opens a session for `staffId` and answers the cookie's value. */
export async function openStaffSession(database: Database, staffId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await database.rows(
    sql`insert into staff_sessions (id_hash, staff_id) values (${hashOf(token)}, ${staffId})`,
  );
  return token;
}

interface Row {
  id: number;
  email: string;
  name: string;
  role: StaffRoleRow;
  locale: 'ro' | 'ru';
  version: number;
  created_at: string | Date;
}

/** The member a live session belongs to (and the session extended), or null. One round trip. */
export async function staffOfSession(database: Database, token: string): Promise<SignedInStaff | null> {
  if (token.length < 20 || token.length > 100) return null;
  const [row] = await database.rows<Row>(sql`
    update staff_sessions s set last_seen_at = now()
    from staff m
    where s.id_hash = ${hashOf(token)} and m.id = s.staff_id
      and s.revoked_at is null and m.disabled_at is null
      and s.created_at > now() - ${absolute} and s.last_seen_at > now() - ${idle}
    returning m.id, m.email, m.name, m.role, m.locale, m.version, m.created_at`);
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    locale: row.locale,
    disabled: false,
    version: row.version,
    createdAt: new Date(row.created_at),
  };
}

export async function closeStaffSession(database: Database, token: string): Promise<void> {
  await database.rows(
    sql`update staff_sessions set revoked_at = now() where id_hash = ${hashOf(token)} and revoked_at is null`,
  );
}
