'use client';

import { useEffect } from 'react';

/**
 * Marks <html data-hydrated> once React has taken over the server-rendered page: from then on menus, modals
 * and dropdowns answer clicks. Browser journeys wait for it instead of guessing with timeouts.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
