import { STAFF_PASSWORD_MIN_LENGTH, staffRoles } from '@vitrina/contract';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { staff } from '../../db/schema';
import {
  createStaff,
  findStaffByEmail,
  resetStaffPassword,
  type StaffOutcome,
  updateStaff,
} from './staff-service';

// `npm run staff -- <action>`: what the command does, the same whether it opens the database itself or asks the
// running API (which owns an embedded database) to do it. Answers a line for the terminal, never a password.

export const staffCommand = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('add'),
    email: z.email(),
    role: z.enum(staffRoles),
    name: z.string().max(120).default(''),
    password: z.string().min(STAFF_PASSWORD_MIN_LENGTH).max(128),
  }),
  z.strictObject({
    action: z.literal('reset'),
    email: z.email(),
    password: z.string().min(STAFF_PASSWORD_MIN_LENGTH).max(128),
  }),
  z.strictObject({ action: z.enum(['disable', 'enable']), email: z.email() }),
  z.strictObject({ action: z.literal('list') }),
]);
export type StaffCommand = z.infer<typeof staffCommand>;

export interface CommandResult {
  ok: boolean;
  message: string;
}

function said(outcome: StaffOutcome, done: string): CommandResult {
  switch (outcome.kind) {
    case 'ok':
      return { ok: true, message: done };
    case 'exists':
      return { ok: false, message: 'A staff member with this e-mail already exists.' };
    case 'weak':
      return { ok: false, message: 'This password is among the most common ones: choose another.' };
    case 'missing':
      return { ok: false, message: 'No staff member has this e-mail.' };
    default:
      return { ok: false, message: 'The member changed meanwhile: run the command again.' };
  }
}

export async function runStaffCommand(database: Database, command: StaffCommand): Promise<CommandResult> {
  if (command.action === 'list') {
    const rows = await database.db.select().from(staff).orderBy(staff.email);
    const lines = rows.map((row) => `${row.email}\t${row.role}${row.disabledAt ? '\tdisabled' : ''}`);
    return { ok: true, message: lines.length > 0 ? lines.join('\n') : 'No staff members yet.' };
  }
  if (command.action === 'add') {
    const outcome = await createStaff(database, 'cli', command);
    return said(outcome, `Added ${command.email} (${command.role}).`);
  }
  const member = await findStaffByEmail(database.db, command.email);
  if (!member) return said({ kind: 'missing' }, '');
  if (command.action === 'reset') {
    const outcome = await resetStaffPassword(database, 'cli', member.id, command.password);
    return said(outcome, `New password set for ${member.email}; their sessions have ended.`);
  }
  const disabled = command.action === 'disable';
  const outcome = await updateStaff(database, 'cli', member.id, { version: member.version, disabled });
  return said(outcome, `${member.email} is ${disabled ? 'disabled; their sessions have ended' : 'enabled'}.`);
}
