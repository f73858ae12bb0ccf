/** One slot of the page list: a page number, or a gap ('…') standing for the pages left out. */
export type PageSlot = number | 'gap';

/**
 * The page numbers a pager shows: always the first and last page, the current page with `around` pages on
 * each side, and a gap wherever pages are left out. A gap never hides a single page (that page is shown
 * instead: '1 2 3' rather than '1 … 3'), so the list keeps a steady length while paging.
 * Out-of-range input is clamped; no pages → [].
 */
export function paginationWindow(page: number, pages: number, around = 1): PageSlot[] {
  const last = Math.max(0, Math.floor(pages));
  if (last === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page) || 1), last);
  // Near either end the window slides inwards so the count of numbers stays the same.
  const width = around * 2 + 1;
  let from = Math.max(2, current - around);
  let to = Math.min(last - 1, current + around);
  if (current - around <= 3) to = Math.min(last - 1, Math.max(to, width + 1));
  if (current + around >= last - 2) from = Math.max(2, Math.min(from, last - width));
  if (from === 3) from = 2;
  if (to === last - 2) to = last - 1;

  const slots: PageSlot[] = [1];
  if (from > 2) slots.push('gap');
  for (let n = from; n <= to; n += 1) slots.push(n);
  if (to < last - 1) slots.push('gap');
  if (last > 1) slots.push(last);
  return slots;
}
