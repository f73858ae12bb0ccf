'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { plainLeftClick, routedHref } from './follow-link';

/** A link the router follows: one inside an element marked `data-routed` (or marked itself). */
function routedLink(target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest<HTMLAnchorElement>('a[href]');
  return link?.closest('[data-routed]') ? link : null;
}

/**
 * Routes clicks on the plain links of `data-routed` regions through the client router (follow-link.ts,
 * docs/adr/0055), and fetches a page's data when a pointer or the focus reaches its link, where next/link
 * would have fetched every link in view. It listens on the window, so a component's own click handler runs
 * first and can take the click (preventDefault).
 */
export function LinkRouter() {
  const router = useRouter();
  useEffect(() => {
    const prefetched = new Set<string>();
    const onClick = (event: MouseEvent) => {
      const link = routedLink(event.target);
      if (link === null) return;
      const href = routedHref(event, link, new URL(window.location.href));
      if (href === null) return;
      event.preventDefault();
      router.push(href);
    };
    const onIntent = (event: Event) => {
      const link = routedLink(event.target);
      // What a plain click on it would route, and nothing else (another site, a download, this page).
      const href = link && routedHref(plainLeftClick, link, new URL(window.location.href));
      if (!href) return;
      const page = href.replace(/#.*/, '');
      if (prefetched.has(page)) return;
      prefetched.add(page);
      router.prefetch(page);
    };
    window.addEventListener('click', onClick);
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      window.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [router]);
  return null;
}
