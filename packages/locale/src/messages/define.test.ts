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
});

describe('format', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(format('comanda # {number}', { number: 12 })).toBe('comanda # 12');
    expect(format('{a} și {a}, {b}', { a: 'x' })).toBe('x și x, {b}');
    expect(format('{toString}', {})).toBe('{toString}');
  });
});
