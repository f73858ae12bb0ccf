import { describe, expect, it } from 'vitest';
import { localeCodes } from '../locales';
import { getMessages } from './index';

/** Key paths of a message tree, with the kind of each leaf. */
function shape(tree: unknown, prefix = ''): string[] {
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : shape(value, `${prefix}${key}.`),
  );
}

function texts(tree: unknown): string[] {
  return Object.values(tree as Record<string, unknown>).flatMap((value) =>
    typeof value === 'string' ? [value] : texts(value),
  );
}

describe('getMessages', () => {
  it('has the common texts in both languages', () => {
    expect(getMessages('ro').common.siteName).toBe('Vitrina');
    expect(getMessages('ro').common.workingHours).toBe('Program: 8:30–19:30, fără zile libere');
    expect(getMessages('ru').common.workingHours).toBe('Режим работы: 8:30–19:30, без выходных');
  });

  it('every feature has the same keys in every locale (guards features added later, too)', () => {
    const reference = shape(getMessages('ro'));
    for (const locale of localeCodes) expect(shape(getMessages(locale))).toEqual(reference);
  });

  it('no text is empty', () => {
    for (const locale of localeCodes) {
      for (const text of texts(getMessages(locale))) expect(text.trim()).not.toBe('');
    }
  });

  it('returns the same object on every call', () => {
    expect(getMessages('ru')).toBe(getMessages('ru'));
  });
});
