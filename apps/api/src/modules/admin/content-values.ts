import { type ContentLocale, contentLocales, type FieldErrors, type TextBlock } from '@vitrina/contract';
import { addFieldError } from '../../http/field-errors';
import type { ContentMessages } from './content-messages';
import { blocksToHtml, htmlToBlocks } from './rich-text';

// Translated texts of the content screens: each field holds every language ({ro, ru}); what a language lacks
// is named field by field, and bodies are converted between the editor's HTML and the stored blocks.

export type InBoth<Value> = Record<ContentLocale, Value>;

/** A stored translation (which may lack a language, or hold more) in the editor's two languages. */
export function inBoth<Value>(stored: Record<string, Value> | null, empty: Value): InBoth<Value> {
  return { ro: stored?.ro ?? empty, ru: stored?.ru ?? empty };
}

/** Maps each language of `value`. */
export function eachLanguage<From, To>(value: InBoth<From>, map: (text: From) => To): InBoth<To> {
  return { ro: map(value.ro), ru: map(value.ru) };
}

/** The editor's HTML of a stored body, language by language. */
export const bodyHtml = (stored: Record<string, TextBlock[]> | null): InBoth<string> =>
  eachLanguage(inBoth(stored, []), blocksToHtml);

/** The blocks of the editor's HTML, cleaned, language by language. */
export const bodyBlocks = (html: InBoth<string>): InBoth<TextBlock[]> => eachLanguage(html, htmlToBlocks);

const isTranslation = (value: unknown): value is InBoth<unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'ro' in value && 'ru' in value;

const isBlank = (value: unknown) =>
  (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/**
 * `field.language` for every translated field of `fields` left blank in a language (an empty text, list or
 * body), worded in the staff member's language: "missing in Russian" before anything is published.
 */
export function missingTranslations(fields: Record<string, unknown>, texts: ContentMessages): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(fields)) {
    if (!isTranslation(value)) continue;
    for (const locale of contentLocales)
      if (isBlank(value[locale])) addFieldError(errors, `${field}.${locale}`, texts.missingIn[locale]);
  }
  return errors;
}

/** The illustration columns a promotion or an article keeps (ADR 0007's sized image). */
interface IllustrationRow {
  imageFile: string;
  imageAlt: Record<string, string>;
  imageWidth: number;
  imageHeight: number;
}

/** The illustration fields of a write, as they were sent. */
interface IllustrationInput {
  image_file?: string | undefined;
  image_alt?: InBoth<string> | undefined;
  image_width?: number | undefined;
  image_height?: number | undefined;
}

/** A stored illustration as the editor's fields. */
export const illustrationRecord = (row: IllustrationRow) => ({
  image_file: row.imageFile,
  image_alt: inBoth(row.imageAlt, ''),
  image_width: row.imageWidth,
  image_height: row.imageHeight,
});

/** The editor's illustration fields as columns (those not sent stay undefined: unchanged). */
export const illustrationValues = (input: IllustrationInput) => ({
  imageFile: input.image_file,
  imageAlt: input.image_alt,
  imageWidth: input.image_width,
  imageHeight: input.image_height,
});
