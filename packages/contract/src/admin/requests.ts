import { z } from 'zod';
import { leadStatuses, orderStages, staffRoles } from './workflow';

// What the back office sends: strict objects, so an unknown or misspelt field is refused with its name rather
// than ignored. The API validates with these; the back office's forms can too.

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const noControl = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
/** Free text typed by staff: trimmed, no control characters but line breaks. */
const text = (max: number) => z.string().trim().max(max).regex(noControl);
/** `text` for the other request files of the back office. */
export const staffText = text;
const locale = z.enum(['ro', 'ru']);
/**
 * A row's id or version: an int4 column. A larger number names no row, and PostgreSQL refuses to compare the column
 * with it (out of range: a 500), so it is refused here with the field's name.
 */
export const int4 = z.number().int().min(1).max(2_147_483_647);

/** Staff passwords are longer than customers' (12, not 8): they open every order and customer. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const staffPassword = z.string().min(STAFF_PASSWORD_MIN_LENGTH).max(128);

export const adminSignInRequest = z.strictObject({
  email: text(254).min(1),
  password: z.string().min(1).max(128),
});
export const adminSessionUpdate = z.strictObject({ locale });

export const adminOrderUpdate = z.strictObject({
  version: int4,
  status: z.enum(orderStages),
  measurement_at: z.iso.datetime({ offset: true }).optional(),
  reason: text(500).optional(),
});
export type AdminOrderUpdate = z.infer<typeof adminOrderUpdate>;

export const adminNoteCreate = z.strictObject({ text: text(4000).min(1) });

export const adminLeadUpdate = z.strictObject({
  version: int4,
  status: z.enum(leadStatuses).optional(),
  assignee_id: int4.nullable().optional(),
});
export type AdminLeadUpdate = z.infer<typeof adminLeadUpdate>;

export const adminBonusAdjustment = z.strictObject({
  points: z
    .number()
    .int()
    .min(-10_000_000)
    .max(10_000_000)
    .refine((points) => points !== 0),
  reason: text(500).min(1),
});

export const adminStaffCreate = z.strictObject({
  email: z.email().max(254),
  name: text(120).default(''),
  role: z.enum(staffRoles),
  password: staffPassword,
});
export type AdminStaffCreate = z.infer<typeof adminStaffCreate>;

export const adminStaffUpdate = z.strictObject({
  version: int4,
  name: text(120).optional(),
  role: z.enum(staffRoles).optional(),
  disabled: z.boolean().optional(),
  locale: locale.optional(),
});
export type AdminStaffUpdate = z.infer<typeof adminStaffUpdate>;

export const adminStaffPassword = z.strictObject({ password: staffPassword });
