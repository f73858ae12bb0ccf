import { describe, expect, it } from 'vitest';
import { searchHref, searchQuery } from './search-query';
import { suggestionsOf } from './suggestions';

const result = (id: number, extra: Record<string, unknown> = {}) => ({
  kind: 'product',
  id,
  title: `Fereastră PVC ${id}`,
  title_parts: [
    { text: 'Fereastră', match: true },
    { text: ` PVC ${id}`, match: false },
  ],
  snippet: [],
  link: `/product/fereastra-${id}`,
  image: null,
  ...extra,
});

const page = (results: unknown[], total = results.length) => ({
  status: 200,
  body: { results, pages: 1, total_count: total },
});

describe('suggestionsOf', () => {
  it('keeps the first results with their matched parts and links in the page language', () => {
    const answer = page(
      [1, 2, 3, 4, 5, 6, 7].map((id) => result(id)),
      23,
    );
    const ro = suggestionsOf('ro', answer, 5);
    expect(ro?.total).toBe(23);
    expect(ro?.items.map((item) => item.href)).toEqual(
      [1, 2, 3, 4, 5].map((id) => `/product/fereastra-${id}`),
    );
    expect(ro?.items[0]?.title).toEqual([
      { text: 'Fereastră', match: true },
      { text: ' PVC 1', match: false },
    ]);
    expect(suggestionsOf('ru', answer, 5)?.items[0]?.href).toBe('/ru/product/fereastra-1');
  });

  it('shows nothing for an error, an array or a storefront that did not answer (docs/product.md §4)', () => {
    expect(suggestionsOf('ro', { status: 400, body: { search: ['Prea lung'] } }, 5)).toBeNull();
    expect(suggestionsOf('ro', { status: 200, body: [result(1)] }, 5)).toBeNull();
    expect(suggestionsOf('ro', { status: 200, body: { error: 'boom' } }, 5)).toBeNull();
    expect(suggestionsOf('ro', { status: 0, body: null }, 5)).toBeNull();
  });

  it('drops results that are not ours to link to and falls back to the plain title', () => {
    const answer = page([
      result(1, { link: 'javascript:alert(1)' }),
      result(2, { kind: 'spaceship' }),
      result(3, { title_parts: 'not parts' }),
      result(4, { link: '//evil.example/x' }),
    ]);
    const items = suggestionsOf('ro', answer, 5)?.items ?? [];
    expect(items.map((item) => item.key)).toEqual(['product-3', 'product-4']);
    expect(items[0]?.title).toEqual([{ text: 'Fereastră PVC 3', match: false }]);
    expect(items[1]?.href).toBe('/');
  });
});

describe('the search page address', () => {
  it('keeps the query and leaves page 1 out', () => {
    expect(searchHref('ro', 'uși & ferestre')).toBe('/search?search=u%C8%99i+%26+ferestre');
    expect(searchHref('ru', 'окна', 2)).toBe('/ru/search?search=%D0%BE%D0%BA%D0%BD%D0%B0&page=2');
  });

  it('reads the first value of ?search=, trimmed', () => {
    expect(searchQuery('  usa ')).toBe('usa');
    expect(searchQuery(['geam', 'usa'])).toBe('geam');
    expect(searchQuery(undefined)).toBe('');
  });
});
