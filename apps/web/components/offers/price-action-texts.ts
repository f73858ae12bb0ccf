import { formMessages } from '@vitrina/forms';
import { getMessages, type Locale, type Messages } from '@vitrina/locale';
import { measurementHref } from '@/lib/measurement/carried-calculations';

/**
 * The texts of the buttons under a price (the offer's download and e-mail, "book a measurement"), prepared by
 * the server page in its language and handed down as props: a client chunk that imported the message catalogue
 * itself would carry every language's texts to every visitor (issue 19).
 */
export interface PriceActionTexts {
  offers: Omit<Messages['offers'], 'page'>;
  /** The e-mail field's messages (@vitrina/forms). */
  emailRequired: string;
  invalidEmail: string;
  /** "Book a measurement": its labels, and the free-measurement page's address in the page's language. */
  measurement: { book: string; booking: string; page: string };
}

export function priceActionTexts(locale: Locale): PriceActionTexts {
  const { offers, feedback } = getMessages(locale);
  const { page: _page, ...buttons } = offers;
  return {
    offers: buttons,
    emailRequired: formMessages[locale].required,
    invalidEmail: formMessages[locale].invalidEmail,
    measurement: {
      book: feedback.measurement.book,
      booking: feedback.measurement.booking,
      page: measurementHref(locale, []),
    },
  };
}
