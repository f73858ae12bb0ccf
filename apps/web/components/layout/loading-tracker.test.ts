import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingTracker, NavigationProgress } from './loading-tracker';

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

describe('the loading bar during a navigation', () => {
  let changes: boolean[];
  let here: string;
  let navigation: NavigationProgress;

  beforeEach(() => {
    vi.useFakeTimers();
    changes = [];
    here = 'https://shop.example/ro/ferestre?page=2';
    navigation = new NavigationProgress(new LoadingTracker((visible) => changes.push(visible)), () => here);
  });
  afterEach(() => vi.useRealTimers());

  it('shows while a slow navigation runs and hides once the page address has changed', () => {
    navigation.started('/ro/usi');
    vi.advanceTimersByTime(200);
    expect(changes).toEqual([true]);
    here = 'https://shop.example/ro/usi';
    navigation.arrived();
    expect(changes).toEqual([true, false]);
  });

  it('never shows for a navigation that arrives within 200 ms', () => {
    navigation.started('/ru/okna');
    vi.advanceTimersByTime(150);
    navigation.arrived();
    vi.advanceTimersByTime(1000);
    expect(changes).toEqual([]);
  });

  it('counts a change of the query as a navigation, but not a link to the same address or an anchor on it', () => {
    navigation.started('https://shop.example/ro/ferestre?page=2');
    navigation.started('/ro/ferestre?page=2#list');
    vi.advanceTimersByTime(1000);
    expect(changes).toEqual([]);
    navigation.started('/ro/ferestre?page=3');
    vi.advanceTimersByTime(200);
    expect(changes).toEqual([true]);
  });

  it('shows one bar for a navigation that replaces another, gone when the last one arrives', () => {
    navigation.started('/ro/usi');
    vi.advanceTimersByTime(100);
    navigation.started('/ro/porti');
    vi.advanceTimersByTime(100);
    expect(changes).toEqual([true]);
    navigation.arrived();
    expect(changes).toEqual([true, false]);
  });

  it('gives up after 5 s when the router never arrives', () => {
    navigation.started('/ro/usi');
    vi.advanceTimersByTime(5200);
    expect(changes).toEqual([true, false]);
    navigation.arrived();
    expect(changes).toEqual([true, false]);
  });
});
