import { describe, expect, it } from 'vitest';
import { checkLength, checkRepeated, checkSlug, checkTranslated, type FieldErrors } from './catalog-checks';
import { catalogTexts } from './catalog-messages';

const ro = catalogTexts('ro');
const ru = catalogTexts('ru');

function errorsOf(check: (errors: FieldErrors) => void): FieldErrors {
  const errors: FieldErrors = {};
  check(errors);
  return errors;
}

describe('catalogue checks', () => {
  it('names the language a translated text is missing in, in the reader’s language', () => {
    expect(errorsOf((e) => checkTranslated(e, 'title', { ro: 'Fereastră', ru: ' ' }, ro))).toEqual({
      'title.ru': [ro.missingIn.ru],
    });
    expect(errorsOf((e) => checkTranslated(e, 'title', { ro: '', ru: 'Окно' }, ru))).toEqual({
      'title.ro': [ru.missingIn.ro],
    });
    expect(errorsOf((e) => checkTranslated(e, 'title', undefined, ro))).toEqual({});
  });

  it('refuses a slug of the wrong form or one the storefront answers itself', () => {
    expect(errorsOf((e) => checkSlug(e, 'Ferestre PVC', ro)).slug).toEqual([ro.slugFormat]);
    expect(errorsOf((e) => checkSlug(e, 'a--b', ro)).slug).toEqual([ro.slugFormat]);
    expect(errorsOf((e) => checkSlug(e, 'cos', ro)).slug?.[0]).toContain('cos');
    expect(errorsOf((e) => checkSlug(e, 'ferestre-pvc', ro))).toEqual({});
  });

  it('names an id given twice', () => {
    expect(errorsOf((e) => checkRepeated(e, 'category_ids', [3, 4, 3], ro)).category_ids).toHaveLength(1);
    expect(errorsOf((e) => checkRepeated(e, 'category_ids', [3, 4], ro))).toEqual({});
  });

  it('asks for a bar length exactly for products sold by the metre', () => {
    expect(errorsOf((e) => checkLength(e, 'metre', null, ro))).toEqual({ length_mm: [ro.lengthForMetre] });
    expect(errorsOf((e) => checkLength(e, 'piece', 6000, ro))).toEqual({
      length_mm: [ro.lengthOnlyForMetre],
    });
    expect(errorsOf((e) => checkLength(e, 'metre', 6000, ro))).toEqual({});
  });
});
