'use client';

import { useSyncExternalStore } from 'react';
import { profileDesktopQuery } from '@/lib/account/profile-section';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(profileDesktopQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the viewport is 992 px or wider (docs/product.md §9): the profile shows its sidebar and a section side by side. */
export function useDesktopProfile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(profileDesktopQuery).matches,
    () => true,
  );
}
