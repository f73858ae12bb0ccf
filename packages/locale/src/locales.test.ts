import { describe, expect, it } from 'vitest';
import { defaultLocale, flagForLanguage, isLocale, localeRecord, locales } from './locales';

describe('locales', () => {
  it('ro is the default, ru the other', () => {
    expect(defaultLocale).toBe('ro');
    expect(locales).toEqual([
      { code: 'ro', iso: 'ro-RO', title: 'Română', flag: 'ro' },
      { code: 'ru', iso: 'ru-RU', title: 'Русский', flag: 'ru' },
    ]);
    expect(localeRecord('ru').iso).toBe('ru-RU');
  });

  it.each([
    ['ro', true],
    ['ru', true],
    ['en', false],
    ['RU', false],
    ['', false],
    [undefined, false],
    [null, false],
    ['toString', false],
  ])('isLocale(%j) is %s', (value, expected) => {
    expect(isLocale(value)).toBe(expected);
  });

  it('knows the flags of ru, en, ro and it', () => {
    expect(flagForLanguage('ro')).toBe('ro');
    expect(flagForLanguage('ru')).toBe('ru');
    expect(flagForLanguage('en')).toBe('gb');
    expect(flagForLanguage('it')).toBe('it');
    expect(flagForLanguage('fr')).toBeUndefined();
    expect(flagForLanguage('constructor')).toBeUndefined();
  });
});
