'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import styles from './LoadingBar.module.css';
import { LoadingTracker } from './loading-tracker';

const FINISH_MS = 400;
let activeTracker: LoadingTracker | null = null;
let fetchWrapped = false;

/** Background prefetches of Next.js: nobody waits for them, so they do not move the bar. */
function isPrefetch([input, init]: Parameters<typeof fetch>): boolean {
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
  return headers.has('next-router-prefetch') || headers.has('next-router-segment-prefetch');
}

/** Every request of the page (Next.js's own navigation requests included) reports to the bar. */
function wrapFetch() {
  if (fetchWrapped) return;
  fetchWrapped = true;
  const original = window.fetch;
  window.fetch = function trackedFetch(this: unknown, ...args: Parameters<typeof fetch>) {
    const done = isPrefetch(args) ? undefined : activeTracker?.start();
    try {
      return original.apply(this, args).finally(() => done?.());
    } catch (error) {
      done?.();
      throw error;
    }
  } as typeof fetch;
}

/** The pathname a click on this anchor navigates to inside the app, or null when it does not. */
function navigationTarget(event: MouseEvent): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return url.pathname === window.location.pathname ? null : url.pathname;
}

/** A thin bar at the top while pages and requests load (shown after 200 ms, at most 5 s). */
export function LoadingBar() {
  const [phase, setPhase] = useState<'idle' | 'loading' | 'finishing'>('idle');
  const navigationDone = useRef<(() => void) | null>(null);
  const pathname = usePathname();

  useEffect(() => {
    let finishing: ReturnType<typeof setTimeout> | undefined;
    const tracker = new LoadingTracker((visible) => {
      clearTimeout(finishing);
      setPhase(visible ? 'loading' : 'finishing');
      if (!visible) finishing = setTimeout(() => setPhase('idle'), FINISH_MS);
    });
    activeTracker = tracker;
    wrapFetch();
    const onClick = (event: MouseEvent) => {
      if (navigationTarget(event) === null) return;
      navigationDone.current?.();
      navigationDone.current = tracker.start();
    };
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      clearTimeout(finishing);
      if (activeTracker === tracker) activeTracker = null;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the navigation ends when the path changes
  useEffect(() => {
    navigationDone.current?.();
    navigationDone.current = null;
  }, [pathname]);

  return <div className={`${styles.bar} ${phase === 'idle' ? '' : styles[phase]}`} aria-hidden="true" />;
}
