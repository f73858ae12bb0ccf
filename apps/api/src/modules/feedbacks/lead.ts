import type { Locale } from '@vitrina/locale';
import type { Tx } from '../../db/client';
import { type LeadKindRow, leads } from '../../db/schema';
import type { FeedbackDeps } from './outcome';
import type { FormEmail } from './shop-email';

// A visitor's request to the shop (a call-back, an order call, a contact message, a vacancy application) lands
// in the back office's inbox and in the shop's mailbox together: its own row, its lead and the shop's e-mail are
// written in ONE transaction (docs/adr/0018). A request is never stored without showing in the inbox or without
// its e-mail, and a request that fails leaves none of the three.

/** Who wrote, copied onto the lead so that the inbox lists and searches one table. */
export interface LeadContact {
  name?: string;
  phone?: string;
  email?: string;
}

export interface LeadRequest {
  kind: LeadKindRow;
  locale: Locale;
  contact: LeadContact;
  /** Inserts the request's own row (callback_requests, order_calls, …) and answers its id. */
  store(tx: Tx): Promise<{ id: number } | undefined>;
  /** The shop's e-mail about it, once its row's id is known (a CV attached is named after it). */
  email(sourceId: number): FormEmail;
}

/** Stores the request, its lead and the shop's e-mail together; answers the request's own id. */
export async function receiveLead(deps: FeedbackDeps, request: LeadRequest): Promise<number> {
  const id = await deps.database.db.transaction(async (tx) => {
    const stored = await request.store(tx);
    if (!stored) throw new Error(`the ${request.kind} request was not stored`);
    const [lead] = await tx
      .insert(leads)
      .values({ kind: request.kind, sourceId: stored.id, locale: request.locale, ...request.contact })
      .returning({ id: leads.id });
    if (!lead) throw new Error(`the lead of ${request.kind} ${stored.id} was not stored`);
    await deps.shop.enqueue(tx, request.email(stored.id), { kind: 'lead.shop', ref: `lead:${lead.id}` });
    return stored.id;
  });
  deps.shop.wake();
  return id;
}
