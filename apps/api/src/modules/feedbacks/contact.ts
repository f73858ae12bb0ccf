import type { ContactRequest } from '@vitrina/contract';
import { contactRules } from '@vitrina/forms';
import { contactMessages } from '../../db/schema';
import { format } from '../../i18n/messages';
import { type FeedbackDeps, type Sender, submit } from './outcome';
import { languageRow, shopTexts } from './shop-email';

/** POST /feedbacks/contact_us/: stored as a lead, and e-mailed to the shop (replies go to the visitor). */
export function sendContactMessage(deps: FeedbackDeps, sender: Sender, input: ContactRequest) {
  const texts = shopTexts();
  return submit(deps, sender, contactRules.safeParse(input), (message) => ({
    kind: 'contact',
    locale: sender.locale,
    contact: { name: message.name, phone: message.phone, email: message.email },
    store: async (tx) =>
      (
        await tx
          .insert(contactMessages)
          .values({ ...message, locale: sender.locale })
          .returning({ id: contactMessages.id })
      )[0],
    email: () => ({
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
  }));
}
