import { format } from '@vitrina/locale';
import { addFieldError } from '../../http/field-errors';
import { isSlug } from '../../http/schemas';
import type { CatalogMessages } from './catalog-messages';
import { isStorefrontRoute } from './catalog-slugs';

// The checks of a catalogue form that need no database: each adds field errors under the paths the back office's
// inputs use ('title.ru', 'characteristics.2.name.ro', 'category_ids'), worded in the staff member's language.

export type FieldErrors = Record<string, string[]>;

const languages = ['ro', 'ru'] as const;

/** A translated text must be written in every language: the error names the one that is missing. */
export function checkTranslated(
  errors: FieldErrors,
  field: string,
  value: { ro: string; ru: string } | undefined,
  texts: CatalogMessages,
): void {
  if (value === undefined) return;
  for (const language of languages)
    if (value[language].trim() === '')
      addFieldError(errors, `${field}.${language}`, texts.missingIn[language]);
}

/** The slug's form and the storefront's own addresses; whether another row has it is the database's to say. */
export function checkSlug(errors: FieldErrors, slug: string | undefined, texts: CatalogMessages): void {
  if (slug === undefined) return;
  if (!isSlug(slug)) addFieldError(errors, 'slug', texts.slugFormat);
  else if (isStorefrontRoute(slug)) addFieldError(errors, 'slug', format(texts.slugReserved, { slug }));
}

/** An id named twice in one list is a mistake the screen can show where it was made. */
export function checkRepeated(
  errors: FieldErrors,
  field: string,
  ids: readonly number[] | undefined,
  texts: CatalogMessages,
): void {
  const seen = new Set<number>();
  for (const id of ids ?? []) {
    if (seen.has(id)) addFieldError(errors, field, format(texts.repeated, { id }));
    seen.add(id);
  }
}

/** The database's check: a bar's length is given exactly for the products sold by the metre. */
export function checkLength(
  errors: FieldErrors,
  unit: 'piece' | 'm2' | 'metre',
  lengthMm: number | null,
  texts: CatalogMessages,
): void {
  if (unit === 'metre' && lengthMm === null) addFieldError(errors, 'length_mm', texts.lengthForMetre);
  if (unit !== 'metre' && lengthMm !== null) addFieldError(errors, 'length_mm', texts.lengthOnlyForMetre);
}
