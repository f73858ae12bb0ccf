import type { Locator } from '@playwright/test';

/**
 * The rows of the card grids inside `scope` that stop short of their grid's right edge (issue 20: half-empty
 * last rows), as 'home-advantages: row 2 of 2 ends 612 px short'. Empty when every row is full.
 */
export async function shortRows(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const problems: string[] = [];
    for (const list of Array.from(root.querySelectorAll('ul, ol'))) {
      if (getComputedStyle(list).display !== 'grid') continue;
      const edge = list.getBoundingClientRect().right;
      // The right end of each row, rows told apart by their top.
      const rows = new Map<number, number>();
      for (const item of Array.from(list.children)) {
        const box = item.getBoundingClientRect();
        if (box.width === 0) continue;
        const top = Math.round(box.top);
        rows.set(top, Math.max(rows.get(top) ?? 0, box.right));
      }
      const owner = list.closest('[id]')?.id ?? list.className;
      [...rows.values()].forEach((right, index) => {
        if (edge - right > 2)
          problems.push(
            `${owner}: row ${index + 1} of ${rows.size} ends ${Math.round(edge - right)} px short`,
          );
      });
    }
    return problems;
  });
}
