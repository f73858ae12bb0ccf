import { describe, expect, it } from 'vitest';
import { defineMessages, format } from './define';

describe('defineMessages', () => {
  it('returns the texts of every locale', () => {
    const greeting = defineMessages({
      ro: { hello: 'Salut', nested: { bye: 'Pa' } },
      ru: { hello: 'Привет', nested: { bye: 'Пока' } },
    });
    expect(greeting.ru.nested.bye).toBe('Пока');
    expect(greeting.ro.hello).toBe('Salut');
  });

  it('refuses translations whose keys differ (checked by tsc -p packages/locale)', () => {
    // @ts-expect-error ru lacks a key of ro
    defineMessages({ ro: { a: 'a', b: 'b' }, ru: { a: 'а' } });
    // @ts-expect-error ru has a key ro does not
    defineMessages({ ro: { a: 'a' }, ru: { a: 'а', b: 'б' } });
    // @ts-expect-error a nested key differs
    defineMessages({ ro: { group: { a: 'a' } }, ru: { group: { b: 'б' } } });
    // @ts-expect-error a text where ro has a group
    defineMessages({ ro: { group: { a: 'a' } }, ru: { group: 'б' } });
    // @ts-expect-error a locale is missing
    defineMessages({ ro: { a: 'a' } });
    expect(true).toBe(true);
  });
});

describe('format', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(format('comanda # {number}', { number: 12 })).toBe('comanda # 12');
    expect(format('{a} și {a}, {b}', { a: 'x' })).toBe('x și x, {b}');
    expect(format('{toString}', {})).toBe('{toString}');
  });
});
