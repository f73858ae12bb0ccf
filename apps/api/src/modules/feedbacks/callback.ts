import type { CallbackRequest } from '@vitrina/contract';
import { callbackRules } from '@vitrina/forms';
import { callbackRequests } from '../../db/schema';
import { format } from '../../i18n/messages';
import { type FeedbackDeps, type Sender, submit } from './outcome';
import { languageRow, shopTexts } from './shop-email';

/** The header's "call me back" (docs/product.md §5 Callback phone): stored as a lead, and e-mailed to the shop. */
export function requestCallback(deps: FeedbackDeps, sender: Sender, input: CallbackRequest) {
  const texts = shopTexts();
  return submit(deps, sender, callbackRules.safeParse(input), ({ phone }) => ({
    kind: 'callback',
    locale: sender.locale,
    contact: { phone },
    store: async (tx) =>
      (
        await tx
          .insert(callbackRequests)
          .values({ phone, locale: sender.locale })
          .returning({ id: callbackRequests.id })
      )[0],
    email: () => ({
      subject: format(texts.callbackSubject, { phone }),
      title: texts.callbackTitle,
      rows: [{ label: texts.phone, value: phone }, languageRow(sender.locale)],
    }),
  }));
}
