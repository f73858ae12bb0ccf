import { describe, expect, it } from 'vitest';
import { internalPathWithState, queryOfState } from './query-state';

const query = (search: string) => new URLSearchParams(search);

/** The query a page under the query-state tree reads from the path the proxy wrote. */
const queryOfPath = (path: string) => queryOfState(path.split('/')[3]);

describe('the internal path of a page with query state', () => {
  it('is the plain page when the query holds nothing the page reads', () => {
    expect(internalPathWithState('ro', 'category', '/ro/category/usi', query(''))).toBe('/ro/category/usi');
    expect(internalPathWithState('ro', 'category', '/ro/category/usi', query('utm_source=x'))).toBe(
      '/ro/category/usi',
    );
    // A product page reads no query at all: a configurator link's choices never split its cache.
    expect(internalPathWithState('ro', 'product', '/ro/product/p', query('page=2'))).toBe('/ro/product/p');
  });

  it('moves the parameters the page reads into one segment of the query-state tree', () => {
    const path = internalPathWithState('ru', 'dynamic', '/ru/okna/pvh', query('page=2&utm=1'));
    expect(path).toMatch(/^\/ru\/query-state\/[A-Za-z0-9_-]+\/okna\/pvh$/);
    expect(queryOfPath(path)).toEqual({ page: '2' });
    const blog = internalPathWithState('ro', 'blog', '/ro/blog', query('page=3&tab=2'));
    expect(queryOfPath(blog)).toEqual({ tab: '2', page: '3' });
  });

  it('hands on what the visitor wrote, junk, repeats and any language included, for the page to refuse', () => {
    const path = internalPathWithState('ro', 'works', '/ro/works', query('page=2&page=x%2Fy%3F%C8%99'));
    expect(path).toMatch(/^\/ro\/query-state\/[A-Za-z0-9_-]+\/works$/);
    expect(queryOfPath(path)).toEqual({ page: ['2', 'x/y?ș'] });
  });
});

describe('the query of a state segment', () => {
  it('is empty for a plain visit, or for a segment the proxy did not write', () => {
    expect(queryOfState(undefined)).toEqual({});
    expect(queryOfState('%%%')).toEqual({});
  });
});
