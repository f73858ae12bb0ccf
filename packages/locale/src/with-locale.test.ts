import { describe, expect, it } from 'vitest';
import { withLocale } from './with-locale';

describe('withLocale', () => {
  it('prefixes site paths for ru and leaves them for ro', () => {
    expect(withLocale('ru', '/ferestre/pvc')).toBe('/ru/ferestre/pvc');
    expect(withLocale('ro', '/ferestre/pvc')).toBe('/ferestre/pvc');
    expect(withLocale('ru', '/')).toBe('/ru');
    expect(withLocale('ro', '/')).toBe('/');
    expect(withLocale('ro', '/ferestre/')).toBe('/ferestre/');
  });

  it('keeps query and hash after the prefix', () => {
    expect(withLocale('ru', '/search?q=usa')).toBe('/ru/search?q=usa');
    expect(withLocale('ru', '/?a=1')).toBe('/ru?a=1');
    expect(withLocale('ru', '/info/x#top')).toBe('/ru/info/x#top');
    expect(withLocale('ro', '/search?q=usa')).toBe('/search?q=usa');
  });

  it('does not prefix twice and moves a path that names another locale', () => {
    expect(withLocale('ru', '/ru/okna')).toBe('/ru/okna');
    expect(withLocale('ru', '/ru')).toBe('/ru');
    expect(withLocale('ru', '/ro/ferestre')).toBe('/ru/ferestre');
    expect(withLocale('ru', '/router')).toBe('/ru/router');
  });

  it('moves a path that names a locale to the default locale, which has no prefix', () => {
    expect(withLocale('ro', '/ru/okna')).toBe('/okna');
    expect(withLocale('ro', '/ru/okna?x=1#a')).toBe('/okna?x=1#a');
    expect(withLocale('ro', '/ru')).toBe('/');
    expect(withLocale('ro', '/ru?x=1')).toBe('/?x=1');
    expect(withLocale('ro', '/ro/ferestre')).toBe('/ferestre');
    expect(withLocale('ro', '/router')).toBe('/router');
  });

  it.each([
    'https://facebook.com/vitrina',
    'http://example.com/x',
    'tel:+37322000000',
    'mailto:info@vitrina.md',
    '#section',
    '?page=2',
    'relative/path',
    '',
  ])('leaves %j unchanged', (href) => {
    expect(withLocale('ru', href)).toBe(href);
    expect(withLocale('ro', href)).toBe(href);
  });

  it.each([
    '//evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '\\/evil.com',
    '//cdn.example.com/a.png',
    ' //evil.com',
    '/\t/evil.com',
    '/\n\\evil.com?x=1',
  ])('sends %j, which a browser reads as another host, home instead', (href) => {
    expect(withLocale('ro', href)).toBe('/');
    expect(withLocale('ru', href)).toBe('/');
  });

  it('does not let a dropped locale prefix turn a path into another host', () => {
    expect(withLocale('ro', '/ro//evil.com')).toBe('/');
    expect(withLocale('ro', '/ru/\\evil.com')).toBe('/');
    expect(withLocale('ru', '/ro//evil.com')).toBe('/ru//evil.com');
  });
});
