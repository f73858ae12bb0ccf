import { describe, expect, it } from 'vitest';
import { localeCodes } from '../locales';
import { format } from './define';
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
    const hours = { from: '8:30', to: '19:30' };
    expect(format(getMessages('ro').common.workingHours, hours)).toBe('Zilnic, 8:30–19:30, fără zile libere');
    expect(format(getMessages('ru').common.workingHours, hours)).toBe(
      'Ежедневно с 8:30 до 19:30, без выходных',
    );
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
