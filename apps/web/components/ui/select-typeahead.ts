import { SELECT_TYPEAHEAD_RESET_MS } from '@/components/ui-constants';

// Type-ahead of the listbox pattern: typed characters build a query that is forgotten after a
// 500 ms pause; repeating one character cycles through the options starting with it.

export interface TypeaheadState {
  query: string;
  lastKeyAt: number;
}

export const emptyTypeahead: TypeaheadState = { query: '', lastKeyAt: Number.NEGATIVE_INFINITY };

export interface TypeaheadResult {
  state: TypeaheadState;
  /** index of the option to make active, or -1 when nothing matches (the active one stays). */
  index: number;
}

export function typeahead(
  state: TypeaheadState,
  key: string,
  now: number,
  labels: readonly string[],
  activeIndex: number,
): TypeaheadResult {
  const char = key.toLocaleLowerCase();
  const fresh = now - state.lastKeyAt > SELECT_TYPEAHEAD_RESET_MS;
  const query = fresh ? char : state.query + char;
  const next: TypeaheadState = { query, lastKeyAt: now };
  const normalized = labels.map((label) => label.trim().toLocaleLowerCase());
  const repeated = query.length > 1 && [...query].every((c) => c === char);
  const needle = repeated ? char : query;
  // A new search starts after the active option so the same letter moves on; a growing query
  // keeps the active option when it still matches.
  const start = needle.length === 1 ? activeIndex + 1 : Math.max(activeIndex, 0);
  for (let step = 0; step < normalized.length; step++) {
    const i = (start + step) % normalized.length;
    if (normalized[i]?.startsWith(needle)) return { state: next, index: i };
  }
  return { state: next, index: -1 };
}
