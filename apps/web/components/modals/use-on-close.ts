'use client';

import { useEffect, useRef } from 'react';

/** Runs `onClose` when `open` goes from true to false (not on the first render). */
export function useOnClose(open: boolean, onClose: () => void): void {
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) onClose();
    wasOpen.current = open;
  });
}
