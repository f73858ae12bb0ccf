import { describe, expect, it } from 'vitest';
import { diffRows } from './diffRows';

describe('an audit entry, key by key', () => {
  it('lists every key of either side and marks what changed', () => {
    expect(
      diffRows({ status: 'new', assignee_id: null }, { status: 'done', assignee_id: null, note: 'x' }),
    ).toEqual([
      { id: 'status', before: '"new"', after: '"done"', changed: true },
      { id: 'assignee_id', before: 'null', after: 'null', changed: false },
      { id: 'note', before: '', after: '"x"', changed: true },
    ]);
  });

  it('shows a creation (no before) and an empty entry', () => {
    expect(diffRows(null, { email: 'a@b.md' })).toEqual([
      { id: 'email', before: '', after: '"a@b.md"', changed: true },
    ]);
    expect(diffRows(null, null)).toEqual([]);
  });
});
