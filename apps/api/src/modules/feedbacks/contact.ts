import type { ContactRequest } from '@vitrina/contract';
import { contactRules } from '@vitrina/forms';
import { contactMessages } from '../../db/schema';
import { format } from '../../i18n/messages';
import { type FeedbackDeps, type Sender, submit } from './outcome';
import { languageRow, shopTexts } from './shop-email';

/** POST /feedbacks/contact_us/: stored, then e-mailed to the shop (replies go to the visitor). */
export function sendContactMessage(deps: FeedbackDeps, sender: Sender, input: ContactRequest) {
  const texts = shopTexts();
  return submit(
    deps,
    sender,
    contactRules.safeParse(input),
    async (message) =>
      (
        await deps.database.db
          .insert(contactMessages)
          .values({ ...message, locale: sender.locale })
          .returning({ id: contactMessages.id })
      )[0],
    (message) => ({
      subject: format(texts.contactSubject, { name: message.name }),
      title: texts.contactTitle,
      rows: [
        { label: texts.name, value: message.name },
        { label: texts.phone, value: message.phone },
        { label: texts.email, value: message.email },
        languageRow(sender.locale),
        { label: texts.message, value: message.message },
      ],
      replyTo: message.email,
    }),
  );
}
