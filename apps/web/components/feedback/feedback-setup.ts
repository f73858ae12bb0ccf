import { type FormMessageKey, formMessages } from '@vitrina/forms';
import { getMessages, type Locale, type Messages } from '@vitrina/locale';

// The texts of the feedback forms in one language. A page that renders a form on the server (the contacts
// page's, the measurement booking) hands them down as a prop; the forms whose code loads when they are needed
// take them from feedback-texts.ts, which loads only the page language's (issue 19).

export interface FeedbackSetup {
  t: Messages['feedback'];
  /** formMessages of the page's language (docs/product.md §5 General messages). */
  fieldMessages: Readonly<Record<FormMessageKey, string>>;
}

/** For server components: they read every language's texts without sending them anywhere. */
export const feedbackSetup = (locale: Locale): FeedbackSetup => ({
  t: getMessages(locale).feedback,
  fieldMessages: formMessages[locale],
});
