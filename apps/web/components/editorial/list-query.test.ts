import { describe, expect, it } from 'vitest';
import { blogHref, blogQuery, pageQuery, wholeParam, worksHref } from './list-query';

describe('list query', () => {
  it('reads canonical whole numbers and defaults absent ones', () => {
    expect(wholeParam(undefined, 1, 1)).toBe(1);
    expect(wholeParam('', 1, 1)).toBe(1);
    expect(wholeParam('7', 1, 1)).toBe(7);
    expect(wholeParam('0', 0, 0)).toBe(0);
  });

  it.each(['0', '-1', '03', '+3', '3.0', '1e3', 'abc', ' 2', '9999999999'])('refuses page %j', (value) => {
    expect(wholeParam(value, 1, 1)).toBeNull();
  });

  it('refuses a repeated parameter', () => {
    expect(wholeParam(['1', '2'], 1, 1)).toBeNull();
  });

  it('reads the blog tab and page together', () => {
    expect(blogQuery({})).toEqual({ tab: 0, page: 1 });
    expect(blogQuery({ tab: '2', page: '3' })).toEqual({ tab: 2, page: 3 });
    expect(blogQuery({ tab: '0' })).toEqual({ tab: 0, page: 1 });
    expect(blogQuery({ tab: 'x' })).toBeNull();
    expect(blogQuery({ tab: '2', page: '0' })).toBeNull();
    expect(pageQuery({ page: '2', other: 'x' })).toBe(2);
  });

  it('builds one address per list page, defaults left out', () => {
    expect(blogHref('ro', { tab: 0, page: 1 })).toBe('/blog');
    expect(blogHref('ru', { tab: 2, page: 1 })).toBe('/ru/blog?tab=2');
    expect(blogHref('ro', { tab: 0, page: 2 })).toBe('/blog?page=2');
    expect(blogHref('ro', { tab: 3, page: 2 })).toBe('/blog?tab=3&page=2');
    expect(worksHref('ro', 1)).toBe('/lucrari');
    expect(worksHref('ru', 2)).toBe('/ru/raboty?page=2');
  });
});
