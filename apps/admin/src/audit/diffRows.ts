export interface DiffRow {
  id: string;
  before: string;
  after: string;
  changed: boolean;
}

const shown = (value: unknown) => (value === undefined ? '' : JSON.stringify(value));

/** One row per key of either side, in first-seen order: its value before and after, and whether it changed. */
export function diffRows(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): DiffRow[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((key) => {
    const was = shown(before?.[key]);
    const is = shown(after?.[key]);
    return { id: key, before: was, after: is, changed: was !== is };
  });
}
