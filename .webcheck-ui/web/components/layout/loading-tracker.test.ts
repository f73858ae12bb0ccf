import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingTracker } from './loading-tracker';

describe('loading bar timing', () => {
  let changes: boolean[];
  let tracker: LoadingTracker;

  beforeEach(() => {
    vi.useFakeTimers();
    changes = [];
    tracker = new LoadingTracker((visible) => changes.push(visible));
  });
  afterEach(() => vi.useRealTimers());

  it('never shows for work shorter than 200 ms', () => {
    const done = tracker.start();
    vi.advanceTimersByTime(199);
    done();
    vi.advanceTimersByTime(1000);
    expect(changes).toEqual([]);
  });

  it('shows after 200 ms and hides when the last piece of work ends', () => {
    const first = tracker.start();
    const second = tracker.start();
    vi.advanceTimersByTime(200);
    expect(changes).toEqual([true]);
    first();
    first();
    expect(tracker.isVisible).toBe(true);
    second();
    expect(changes).toEqual([true, false]);
  });

  it('gives up after 5000 ms even when work still runs, and late endings change nothing', () => {
    const hung = tracker.start();
    vi.advanceTimersByTime(200 + 4999);
    expect(tracker.isVisible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true, false]);
    hung();
    const next = tracker.start();
    vi.advanceTimersByTime(200);
    expect(changes).toEqual([true, false, true]);
    next();
    expect(changes).toEqual([true, false, true, false]);
  });
});
