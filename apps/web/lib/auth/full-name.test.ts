import { describe, expect, it } from 'vitest';
import { joinFullName, splitFullName } from './full-name';

describe('the full name and an account', () => {
  it('splits into the first word and the rest', () => {
    expect(splitFullName('Ion Popescu')).toEqual({ first: 'Ion', last: 'Popescu' });
    expect(splitFullName('  Ana  Maria   Rusu ')).toEqual({ first: 'Ana', last: 'Maria Rusu' });
  });

  it('leaves the last name to the shopper when only one word was typed', () => {
    expect(splitFullName('Ion')).toEqual({ first: 'Ion', last: '' });
    expect(splitFullName('   ')).toEqual({ first: '', last: '' });
  });

  it('joins the two fields back for the cart', () => {
    expect(joinFullName(' Ion ', ' Popescu ')).toBe('Ion Popescu');
    expect(joinFullName('Ion', '')).toBe('Ion');
    expect(joinFullName('', '')).toBe('');
  });
});
