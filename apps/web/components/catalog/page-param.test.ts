import { describe, expect, it } from 'vitest';
import { pageParam } from './page-param';

describe('pageParam', () => {
  it('reads a plain positive integer and defaults to the first page', () => {
    expect(pageParam(undefined)).toBe(1);
    expect(pageParam('1')).toBe(1);
    expect(pageParam('12')).toBe(12);
  });

  it('refuses anything else', () => {
    for (const value of ['0', '-1', '1.5', 'abc', '', '01', '1e3', ['1', '2'], '9999999'])
      expect(pageParam(value), String(value)).toBeNull();
  });
});
