import { describe, expect, it } from 'vitest';
import { pagedResult, pageSlice } from './paging';

const rows = (count: number, total: number) => Array.from({ length: count }, (_, i) => ({ id: i, total }));

describe('paging', () => {
  it('slices 1-based pages', () => {
    expect(pageSlice(1, 6)).toEqual({ limit: 6, offset: 0 });
    expect(pageSlice(3, 6)).toEqual({ limit: 6, offset: 12 });
  });

  it('counts pages from the total, not from the rows of this page', () => {
    const answer = pagedResult(rows(3, 15), 3, 6, (row) => row.id);
    expect(answer).toEqual({ results: [0, 1, 2], pages: 3, total_count: 15 });
  });

  it('answers page 1 of nothing as empty and a page past the end as missing', () => {
    expect(pagedResult(rows(0, 0), 1, 6, (row) => row.id)).toEqual({ results: [], pages: 0, total_count: 0 });
    expect(pagedResult(rows(0, 0), 4, 6, (row) => row.id)).toBeUndefined();
  });
});
