import type { FieldErrors } from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { formFieldErrors } from '../../http/form-errors';
import type { FormEmail, ShopMail } from './shop-email';

export interface FeedbackDeps {
  database: Database;
  shop: ShopMail;
}

/** Who sent a form: the language it was written in, and where to log. */
export interface Sender {
  locale: Locale;
  log: FastifyBaseLogger;
}

export type Created = { status: 201; body: { id: number } };
export type Refused = { status: 400; body: FieldErrors };

/**
 * A form's submission: refused with its field errors, or stored and then e-mailed to the shop (the e-mail
 * after the row, so a mail server being down loses nothing).
 */
export async function submit<T>(
  deps: FeedbackDeps,
  sender: Sender,
  parsed: z.ZodSafeParseResult<T>,
  store: (data: T) => Promise<{ id: number } | undefined>,
  email: (data: T) => FormEmail,
): Promise<Created | Refused> {
  if (!parsed.success) return { status: 400, body: formFieldErrors(parsed.error, sender.locale) };
  const stored = await store(parsed.data);
  if (!stored) throw new Error('the submission was not stored');
  await deps.shop.send(email(parsed.data), sender.log);
  return { status: 201, body: { id: stored.id } };
}
