import { contentLocales, type FieldErrors } from '@vitrina/contract';
import type { ContentMessages } from './content-messages';
import { type InBoth, missingTranslations } from './content-values';

// A text a record may go without (a section's description, a card's figure or link): written in both languages
// or in neither. The screens send it blank in both for none; it is stored as null (or blank where the column
// cannot be null), and a text in one language only is refused, naming the other.

const blankInBoth = (value: InBoth<string>) => contentLocales.every((locale) => value[locale].trim() === '');

/** `field.language` for each of `fields` written in one language and blank in the other. */
export function halfWritten(
  fields: Record<string, InBoth<string> | null | undefined>,
  texts: ContentMessages,
): FieldErrors {
  const written = Object.entries(fields).filter(
    (entry): entry is [string, InBoth<string>] => !!entry[1] && !blankInBoth(entry[1]),
  );
  return missingTranslations(Object.fromEntries(written), texts);
}

/** The column's value: null for a text blank in both languages, undefined (unchanged) when not sent. */
export function orNull(value: InBoth<string> | null | undefined): InBoth<string> | null | undefined {
  if (value === undefined) return undefined;
  return value === null || blankInBoth(value) ? null : value;
}
