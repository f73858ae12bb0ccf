// The slide-in menu cannot be a <dialog>: at 1200 px and wider the same element is the bar's menu (docs/adr/0045).
// While it is open it keeps the keyboard the way a modal <dialog> does, with the platform's `inert`: everything
// else on the page can be neither focused nor clicked, nor read by a screen reader (issue 19: no hand-written
// focus trap).

/**
 * Makes every element of the page outside `kept` and `alsoKept` inert: the siblings of `kept` and of each of its
 * ancestors, up to <body>. Elements that were inert already are left as they are. Answers how to undo it.
 */
export function inertOutside(kept: HTMLElement, alsoKept: readonly HTMLElement[] = []): () => void {
  const made: HTMLElement[] = [];
  for (let node: HTMLElement = kept; node.parentElement !== null && node !== document.body; ) {
    const parent: HTMLElement = node.parentElement;
    for (const sibling of parent.children) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      if (alsoKept.includes(sibling)) continue;
      sibling.inert = true;
      made.push(sibling);
    }
    node = parent;
  }
  return () => {
    for (const element of made) element.inert = false;
  };
}
