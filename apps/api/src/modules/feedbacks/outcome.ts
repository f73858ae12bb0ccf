import type { FieldErrors } from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { formFieldErrors } from '../../http/form-errors';
import { type LeadRequest, receiveLead } from './lead';
import type { ShopMail } from './shop-email';

export interface FeedbackDeps {
  database: Database;
  shop: ShopMail;
}

/** Who sent a form: the language it was written in. */
export interface Sender {
  locale: Locale;
}

export type Created = { status: 201; body: { id: number } };
export type Refused = { status: 400; body: FieldErrors };

/**
 * A form's submission: refused with its field errors, or stored with its lead and the shop's e-mail in one
 * transaction (lead.ts); the e-mail then goes out through the outbox, so a mail server being down loses nothing.
 */
export async function submit<T>(
  deps: FeedbackDeps,
  sender: Sender,
  parsed: z.ZodSafeParseResult<T>,
  request: (data: T) => LeadRequest,
): Promise<Created | Refused> {
  if (!parsed.success) return { status: 400, body: formFieldErrors(parsed.error, sender.locale) };
  const id = await receiveLead(deps, request(parsed.data));
  return { status: 201, body: { id } };
}
