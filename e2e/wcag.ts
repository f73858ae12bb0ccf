import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * A storefront page's own content. The header and footer around it are the same on every page and are scanned
 * whole by accessibility.spec.ts; on two cores they are more than half of a page's scan, so other journeys scan
 * only what their page adds.
 */
export const pageContent = 'main';

/** What an open modal is, however it is built: the platform's <dialog> or an element with its role. */
export const openDialog = 'dialog[open], [role="dialog"]';

/**
 * WCAG 2.1 A and AA violations as axe-core finds them on the rendered page: 'rule: selector, ...' each.
 * `within` (a CSS selector) scans only that part, for a state of a page whose whole is scanned by another
 * journey (an open modal, a form's errors): on two cores a full scan of a long page takes 10–60 s, and
 * scanning the unchanged rest again finds nothing new.
 */
export async function wcagViolations(page: Page, within?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (within) builder = builder.include(within);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
