import { describe, expect, it } from 'vitest';
import { withLocale } from './with-locale';

describe('withLocale', () => {
  it('prefixes site paths for ru and leaves them for ro', () => {
    expect(withLocale('ru', '/ferestre/pvc')).toBe('/ru/ferestre/pvc');
    expect(withLocale('ro', '/ferestre/pvc')).toBe('/ferestre/pvc');
    expect(withLocale('ru', '/')).toBe('/ru');
    expect(withLocale('ro', '/')).toBe('/');
  });

  it('keeps query and hash after the prefix', () => {
    expect(withLocale('ru', '/search?q=usa')).toBe('/ru/search?q=usa');
    expect(withLocale('ru', '/?a=1')).toBe('/ru?a=1');
    expect(withLocale('ru', '/info/x#top')).toBe('/ru/info/x#top');
  });

  it('does not prefix twice and moves a path that names another locale', () => {
    expect(withLocale('ru', '/ru/okna')).toBe('/ru/okna');
    expect(withLocale('ru', '/ru')).toBe('/ru');
    expect(withLocale('ru', '/ro/ferestre')).toBe('/ru/ferestre');
    expect(withLocale('ru', '/router')).toBe('/ru/router');
  });

  it.each([
    'https://facebook.com/vitrina',
    'http://example.com/x',
    'tel:+37322000000',
    'mailto:info@vitrina.md',
    '//cdn.example.com/a.png',
    '#section',
    '?page=2',
    'relative/path',
    '',
  ])('leaves %j unchanged', (href) => {
    expect(withLocale('ru', href)).toBe(href);
  });
});
