import { describe, expect, it } from 'vitest';
import { parseRowId } from './row-id';

describe('parseRowId', () => {
  it('takes the ids a PostgreSQL integer holds, written as digits', () => {
    expect(parseRowId('1')).toBe(1);
    expect(parseRowId('2147483647')).toBe(2_147_483_647);
  });

  it('refuses anything else', () => {
    for (const value of ['0', '2147483648', '-1', '1.5', '1e3', ' 1', 'abc', '', null, undefined])
      expect(parseRowId(value), String(value)).toBeNull();
  });
});
