import { describe, expect, it } from 'vitest';
import { emptyTypeahead, typeahead } from './select-typeahead';

const cities = ['Bălți', 'Cahul', 'Chișinău', 'Comrat', 'Orhei', 'Ungheni'];

describe('select type-ahead', () => {
  it('jumps to the first option starting with the typed letter', () => {
    expect(typeahead(emptyTypeahead, 'o', 0, cities, -1).index).toBe(4);
    expect(typeahead(emptyTypeahead, 'U', 0, cities, 0).index).toBe(5);
  });

  it('builds a word from keys typed within 500 ms', () => {
    const c = typeahead(emptyTypeahead, 'c', 0, cities, 0);
    expect(c.index).toBe(1);
    const ch = typeahead(c.state, 'h', 300, cities, c.index);
    expect(ch.index).toBe(2);
    const cho = typeahead(ch.state, 'o', 700, cities, ch.index);
    expect(cho.index).toBe(-1);
  });

  it('forgets the query after a pause longer than 500 ms', () => {
    const c = typeahead(emptyTypeahead, 'c', 0, cities, 0);
    const later = typeahead(c.state, 'o', 501, cities, c.index);
    expect(later.state.query).toBe('o');
    expect(later.index).toBe(4);
  });

  it('repeating a letter cycles through its options and wraps', () => {
    let r = typeahead(emptyTypeahead, 'c', 0, cities, 0);
    expect(r.index).toBe(1);
    r = typeahead(r.state, 'c', 100, cities, r.index);
    expect(r.index).toBe(2);
    r = typeahead(r.state, 'c', 200, cities, r.index);
    expect(r.index).toBe(3);
    r = typeahead(r.state, 'c', 300, cities, r.index);
    expect(r.index).toBe(1);
  });

  it('matches Cyrillic labels regardless of case', () => {
    expect(typeahead(emptyTypeahead, 'р', 0, ['Română', 'Русский'], 0).index).toBe(1);
  });
});
