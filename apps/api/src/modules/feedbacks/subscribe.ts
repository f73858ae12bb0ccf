import type { SubscribeRequest } from '@vitrina/contract';
import { subscribeRules } from '@vitrina/forms';
import { subscriptions } from '../../db/schema';
import { formFieldErrors } from '../../http/form-errors';
import { format } from '../../i18n/messages';
import type { FeedbackDeps, Refused, Sender } from './outcome';
import { languageRow, shopTexts } from './shop-email';

export type SubscribeOutcome = { status: 200 | 201; body: { email: string } } | Refused;

/**
 * POST /feedbacks/subscribe/: one row per address in any letter case. A new address answers 201 and is
 * e-mailed to the shop; one already subscribed answers 200 and changes nothing (not an error, so a visitor
 * who forgot they subscribed is not told off, and nobody learns more than "subscribed").
 */
export async function subscribe(
  deps: FeedbackDeps,
  sender: Sender,
  input: SubscribeRequest,
): Promise<SubscribeOutcome> {
  const parsed = subscribeRules.safeParse(input);
  if (!parsed.success) return { status: 400, body: formFieldErrors(parsed.error, sender.locale) };
  const { email } = parsed.data;
  // The only unique index besides the key is lower(email): a concurrent or repeated subscription does nothing.
  const inserted = await deps.database.db
    .insert(subscriptions)
    .values({ email, locale: sender.locale })
    .onConflictDoNothing()
    .returning({ id: subscriptions.id });
  if (inserted.length === 0) return { status: 200, body: { email } };

  const texts = shopTexts();
  await deps.shop.send(
    {
      subject: format(texts.subscribeSubject, { email }),
      title: texts.subscribeTitle,
      rows: [{ label: texts.email, value: email }, languageRow(sender.locale)],
    },
    sender.log,
  );
  return { status: 201, body: { email } };
}
