import { describe, expectTypeOf, it } from 'vitest';
import { defineMessages, type FeatureMessages } from './define';

// Checked by the type checker, not at run time: Vitest runs this file through tsc (typecheck in vitest.config.ts).

describe('defineMessages', () => {
  it('types every locale with the default locale keys, its texts widened to string', () => {
    const greeting = defineMessages({
      ro: { hello: 'Salut', nested: { bye: 'Pa' } },
      ru: { hello: 'Привет', nested: { bye: 'Пока' } },
    });
    expectTypeOf(greeting).toEqualTypeOf<
      FeatureMessages<{ readonly hello: 'Salut'; readonly nested: { readonly bye: 'Pa' } }>
    >();
    expectTypeOf(greeting.ru.nested.bye).toEqualTypeOf<string>();
    expectTypeOf(greeting.ro).toHaveProperty('hello');
    expectTypeOf(greeting.ru).not.toHaveProperty('goodbye');
  });

  it('refuses translations whose keys differ', () => {
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
  });
});
