/**
 * Runs `load` once the browser is idle (two seconds after now where it cannot say, Safari), in the browser
 * only: code a page may need soon but not for its first paint, fetched without competing with it.
 */
export function loadWhenIdle(load: () => Promise<unknown>): void {
  if (typeof window === 'undefined') return;
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
  whenIdle(() => void load());
}
