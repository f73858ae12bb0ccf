import { LOADING_BAR_MAX_MS, LOADING_BAR_THROTTLE_MS } from '@/components/ui-constants';

// When the loading bar shows: only for a navigation that lasts longer than 200 ms (quick ones never
// flicker it), until the router has arrived, and never longer than 5 s (a hung request must not leave
// it on screen).

export class LoadingTracker {
  private pending = 0;
  private generation = 0;
  private visible = false;
  private showTimer: ReturnType<typeof setTimeout> | null = null;
  private maxTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly onChange: (visible: boolean) => void) {}

  /** Marks the start of some work; call the returned function (any number of times) when it ends. */
  start(): () => void {
    const generation = this.generation;
    let finished = false;
    this.pending += 1;
    if (!this.visible && this.showTimer === null) {
      this.showTimer = setTimeout(() => this.show(), LOADING_BAR_THROTTLE_MS);
    }
    return () => {
      if (finished || generation !== this.generation) return;
      finished = true;
      this.pending -= 1;
      if (this.pending === 0) this.reset();
    };
  }

  get isVisible(): boolean {
    return this.visible;
  }

  private show() {
    this.showTimer = null;
    this.visible = true;
    this.onChange(true);
    this.maxTimer = setTimeout(() => this.reset(), LOADING_BAR_MAX_MS);
  }

  /** Forgets all pending work: what is still running after the cap no longer counts. */
  private reset() {
    this.generation += 1;
    this.pending = 0;
    if (this.showTimer !== null) clearTimeout(this.showTimer);
    if (this.maxTimer !== null) clearTimeout(this.maxTimer);
    this.showTimer = null;
    this.maxTimer = null;
    if (this.visible) {
      this.visible = false;
      this.onChange(false);
    }
  }
}

/** The address a navigation is about: path and query, without the fragment (an anchor on the page is no navigation). */
function addressOf(href: string, base: string): string {
  const url = new URL(href, base);
  return `${url.origin}${url.pathname}${url.search}`;
}

/**
 * Router navigations as the bar sees them: one starts when the router heads elsewhere than the current address,
 * and ends when the page's address changes (the router has rendered the new page). A navigation started before
 * the last one arrived replaces it, so the bar shows once.
 */
export class NavigationProgress {
  private done: (() => void) | null = null;

  constructor(
    private readonly tracker: LoadingTracker,
    /** The page's current address (location.href in the browser). */
    private readonly current: () => string,
  ) {}

  started(href: string): void {
    const here = this.current();
    if (addressOf(href, here) === addressOf(here, here)) return;
    // The new one starts before the old one ends, so the bar neither blinks nor waits its 200 ms again.
    const previous = this.done;
    this.done = this.tracker.start();
    previous?.();
  }

  arrived(): void {
    this.done?.();
    this.done = null;
  }
}
