import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage } from './accept-language';

describe('localeFromAcceptLanguage', () => {
  it.each([
    ['ru-RU,ru;q=0.9', 'ru'],
    ['ru', 'ru'],
    ['RU-ru', 'ru'],
    ['ro-RO,ro;q=0.9,ru;q=0.8', 'ro'],
    ['en-US,en;q=0.9,ru;q=0.8,ro;q=0.7', 'ru'],
    ['ro;q=0.5, ru;q=0.8', 'ru'],
    ['ro;q=0.8, ru;q=0.8', 'ro'],
    ['ru;q=0.8, ro;q=0.8', 'ru'],
    ['ru ; q = 0.7 , en', 'ru'],
    ['ru;q=0, ro;q=0.1', 'ro'],
    ['ru;q=0', 'ro'],
    ['en, *;q=0.1', 'ro'],
    ['*', 'ro'],
    ['ru;q=0.4, *;q=0.5', 'ro'],
    ['fr-FR, de', 'ro'],
    ['', 'ro'],
    ['   ', 'ro'],
    [undefined, 'ro'],
    ['garbage', 'ro'],
    [';;;,,,', 'ro'],
    ['ru;q=abc', 'ro'],
    ['ru;q=2', 'ro'],
    ['ru;q=0.9999', 'ro'],
    ['ru;q=0.9;level=1, ro;q=0.1', 'ro'],
    ['ru_RU', 'ro'],
    ['ruski', 'ro'],
  ] as const)('%j → %s', (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });

  it('copes with a huge header', () => {
    expect(localeFromAcceptLanguage(`${'en;q=0.1,'.repeat(100_000)}ru`)).toBe('ro');
    expect(localeFromAcceptLanguage(`ru,${'x'.repeat(100_000)}`)).toBe('ru');
  });
});
