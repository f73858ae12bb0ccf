import type { Locator } from '@playwright/test';

/**
 * The words inside `scope` that the layout splits over two lines, as 'сертифицированный (li)'. A browser
 * without hyphenation data for the language breaks such a word with no hyphen (issue 20). Empty when none.
 */
export async function brokenWords(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const word of text.matchAll(/[\p{L}\p{N}]{2,}/gu)) {
        // A letter starting a new line below the previous one splits the word. A line may end at a soft hyphen,
        // which shows a hyphen: the part after it is a word of its own, and its first letter is not measured,
        // because Chromium places it on the line the break left.
        let top: number | null = null;
        const start = text[(word.index ?? 0) - 1] === '\u00AD' ? 1 : 0;
        for (let offset = start; offset < word[0].length; offset++) {
          range.setStart(node, (word.index ?? 0) + offset);
          range.setEnd(node, (word.index ?? 0) + offset + 1);
          const box = range.getBoundingClientRect();
          if (box.height === 0) break;
          if (top !== null && box.top > top + box.height / 2) {
            broken.push(`${word[0]} (${node.parentElement?.tagName.toLowerCase()})`);
            break;
          }
          top = box.top;
        }
      }
    }
    return broken;
  });
}

/**
 * The texts inside `scope` wider than their own box, as 'Четырёхголовочная сварочная линия (h3)': a word too long
 * for its column runs past the edge, where a card's rounded corners cut it off. Only elements laid out as blocks
 * are measured (an inline element has no width of its own). Empty when none.
 */
export async function overflowingTexts(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) =>
    Array.from(root.querySelectorAll<HTMLElement>('h1, h2, h3, h4, p, li, dt, dd, label, figcaption, legend'))
      .filter((element) => {
        const style = getComputedStyle(element);
        return (
          style.display !== 'inline' &&
          element.getClientRects().length > 0 &&
          // A visually hidden text (a heading for screen readers) is clipped to 1 px on purpose.
          element.clientWidth > 1 &&
          element.scrollWidth > element.clientWidth + 1
        );
      })
      .map((element) => `${element.textContent?.trim().slice(0, 60)} (${element.tagName.toLowerCase()})`),
  );
}
