import { LOADING_BAR_MAX_MS, LOADING_BAR_THROTTLE_MS } from '@/components/ui-constants';

// When the loading bar shows: only for work that lasts longer than 200 ms (quick requests never
// flicker it), until every tracked request and navigation is done, and never longer than 5 s (a
// long-poll or a hung request must not leave it on screen).

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
