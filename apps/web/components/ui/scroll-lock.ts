// Page scroll lock shared by modals and the mobile menu. Counted, so two overlays opening and
// closing in any order leave the page scrollable only when the last one is gone.

let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

export function lockPageScroll(): () => void {
  if (typeof document === 'undefined') return () => {};
  const body = document.body;
  if (locks === 0) {
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // Keep the layout from jumping sideways when the scrollbar disappears.
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && saved !== null) {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      saved = null;
    }
  };
}
