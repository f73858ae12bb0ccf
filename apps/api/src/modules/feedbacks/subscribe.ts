import type { SubscribeRequest } from '@vitrina/contract';
import { subscribeRules } from '@vitrina/forms';
import { and, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { formFieldErrors } from '../../http/form-errors';
import { format } from '../../i18n/messages';
import type { FeedbackDeps, Refused, Sender } from './outcome';
import { languageRow, shopTexts } from './shop-email';

export type SubscribeOutcome = { status: 200 | 201; body: { email: string } } | Refused;

/**
 * POST /feedbacks/subscribe/: one row per address in any letter case. A new address answers 201 and is
 * e-mailed to the shop; so is an address the back office unsubscribed, which subscribes anew. One subscribed
 * already answers 200 and changes nothing (not an error, so a visitor who forgot they subscribed is not told
 * off, and nobody learns more than "subscribed"). The row and the shop's e-mail are written together.
 */
export async function subscribe(
  deps: FeedbackDeps,
  sender: Sender,
  input: SubscribeRequest,
): Promise<SubscribeOutcome> {
  const parsed = subscribeRules.safeParse(input);
  if (!parsed.success) return { status: 400, body: formFieldErrors(parsed.error, sender.locale) };
  const { email } = parsed.data;
  const texts = shopTexts();
  const subscribed = await deps.database.db.transaction(async (tx) => {
    const id = await newSubscription(tx, email, sender);
    if (id === undefined) return false;
    await deps.shop.enqueue(
      tx,
      {
        subject: format(texts.subscribeSubject, { email }),
        title: texts.subscribeTitle,
        rows: [{ label: texts.email, value: email }, languageRow(sender.locale)],
      },
      { kind: 'subscription.shop', ref: `subscription:${id}` },
    );
    return true;
  });
  if (!subscribed) return { status: 200, body: { email } };
  deps.shop.wake();
  return { status: 201, body: { email } };
}

/** The id of the subscription this request starts, or undefined when the address is subscribed already. */
async function newSubscription(tx: Tx, email: string, sender: Sender): Promise<number | undefined> {
  // The only unique index besides the key is lower(email): a concurrent or repeated subscription inserts nothing.
  const [inserted] = await tx
    .insert(subscriptions)
    .values({ email, locale: sender.locale })
    .onConflictDoNothing()
    .returning({ id: subscriptions.id });
  if (inserted) return inserted.id;
  // Unsubscribed by the back office: subscribed again from today, in the language used now. Of two requests at
  // once, the second finds it subscribed already (the row is locked until the first commits).
  const [renewed] = await tx
    .update(subscriptions)
    .set({ unsubscribedAt: null, locale: sender.locale, createdAt: sql`now()` })
    .where(and(sql`lower(${subscriptions.email}) = lower(${email})`, isNotNull(subscriptions.unsubscribedAt)))
    .returning({ id: subscriptions.id });
  return renewed?.id;
}
