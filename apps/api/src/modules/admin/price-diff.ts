import type { PriceChange } from '@vitrina/contract';

// What changed between two versions of a definition, value by value ('base.prices.pvc.2.3': 41000 → 43050):
// the history's summary and the audit log's before → after. Arrays are compared by position, which is how
// a grid, a list of options or the rules are edited.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Every leaf that differs, in document order; `undefined` on one side means added or removed. */
export function definitionChanges(before: unknown, after: unknown, path = ''): PriceChange[] {
  const bothArrays = Array.isArray(before) && Array.isArray(after);
  const bothRecords = isRecord(before) && isRecord(after);
  if (bothArrays || bothRecords) {
    const left = before as Record<string, unknown>;
    const right = after as Record<string, unknown>;
    const keys = bothArrays
      ? Array.from({ length: Math.max((before as unknown[]).length, (after as unknown[]).length) }, (_, i) =>
          String(i),
        )
      : [...new Set([...Object.keys(left), ...Object.keys(right)])];
    return keys.flatMap((key) => definitionChanges(left[key], right[key], path ? `${path}.${key}` : key));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path, before, after }];
}

/** The audit log's before → after of a change: the changed values only, keyed by path (at most `limit`). */
export function auditedChanges(changes: PriceChange[], limit = 200) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const change of changes.slice(0, limit)) {
    before[change.path] = change.before ?? null;
    after[change.path] = change.after ?? null;
  }
  return { before, after };
}
