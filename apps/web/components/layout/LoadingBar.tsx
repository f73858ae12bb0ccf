'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef, useState } from 'react';
import styles from './LoadingBar.module.css';
import { LoadingTracker, NavigationProgress } from './loading-tracker';
import { onNavigationStart } from './navigation-start';

const FINISH_MS = 400;

/**
 * A thin bar at the top while the router navigates (shown after 200 ms, at most 5 s). The start comes from
 * Next.js (instrumentation-client.ts), the end is the page's address changing: the bar never touches
 * window.fetch. In a Suspense of its own: the query it watches is known only in the browser on a kept page.
 */
export function LoadingBar() {
  return (
    <Suspense fallback={null}>
      <Bar />
    </Suspense>
  );
}

function Bar() {
  const [phase, setPhase] = useState<'idle' | 'loading' | 'finishing'>('idle');
  const progress = useRef<NavigationProgress | null>(null);
  const address = `${usePathname()}?${useSearchParams().toString()}`;

  useEffect(() => {
    let finishing: ReturnType<typeof setTimeout> | undefined;
    const tracker = new LoadingTracker((visible) => {
      clearTimeout(finishing);
      setPhase(visible ? 'loading' : 'finishing');
      if (!visible) finishing = setTimeout(() => setPhase('idle'), FINISH_MS);
    });
    const navigation = new NavigationProgress(tracker, () => window.location.href);
    progress.current = navigation;
    const stop = onNavigationStart((href) => navigation.started(href));
    return () => {
      stop();
      navigation.arrived();
      clearTimeout(finishing);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the navigation ends when the address changes
  useEffect(() => {
    progress.current?.arrived();
  }, [address]);

  return (
    <div
      className={`${styles.bar} ${phase === 'idle' ? '' : styles[phase]}`}
      aria-hidden="true"
      data-testid="loading-bar"
      data-phase={phase}
    />
  );
}
