import { describe, expect, it } from 'vitest';
import { internalPathWithState, queryOfState } from './query-state';

const query = (search: string) => new URLSearchParams(search);

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
    expect(internalPathWithState('ru', 'dynamic', '/ru/okna/pvh', query('page=2&utm=1'))).toBe(
      '/ru/query-state/page%3D2/okna/pvh',
    );
    expect(internalPathWithState('ro', 'blog', '/ro/blog', query('page=3&tab=2'))).toBe(
      '/ro/query-state/tab%3D2%26page%3D3/blog',
    );
  });

  it('hands on what the visitor wrote, junk and repeats included, for the page to refuse', () => {
    const path = internalPathWithState('ro', 'works', '/ro/works', query('page=2&page=x%2Fy'));
    expect(path).toBe('/ro/query-state/page%3D2%26page%3Dx%252Fy/works');
    const segment = decodeURIComponent(path.split('/')[3] ?? '');
    expect(queryOfState(segment)).toEqual({ page: ['2', 'x/y'] });
  });
});

describe('the query of a state segment', () => {
  it('is empty for a plain visit and reads one value as a string', () => {
    expect(queryOfState(undefined)).toEqual({});
    expect(queryOfState('tab=2&page=3')).toEqual({ tab: '2', page: '3' });
  });
});
