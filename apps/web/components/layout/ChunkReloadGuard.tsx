'use client';

import { useEffect } from 'react';
import { CHUNK_RELOAD_STORAGE_KEY, isChunkLoadError, shouldReloadAfterChunkError } from './chunk-reload';

function readLastReload(): string | null {
  try {
    return sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY);
  } catch {
    return null;
  }
}

function reloadOnce() {
  const now = Date.now();
  if (!shouldReloadAfterChunkError(readLastReload(), now)) return;
  try {
    sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  } catch {
    // Without storage there is no loop guard: better not to reload at all.
    return;
  }
  window.location.reload();
}

/** After a deploy an open tab may ask for chunks that no longer exist: reload once (at most every 60 s). */
export function ChunkReloadGuard() {
  useEffect(() => {
    const onError = (event: ErrorEvent | Event) => {
      if (event instanceof ErrorEvent) {
        if (isChunkLoadError(event.error) || isChunkLoadError(event.message)) reloadOnce();
        return;
      }
      // A <script> or stylesheet of the build failed to load (seen in the capture phase only).
      const target = event.target;
      if (
        (target instanceof HTMLScriptElement && target.src.includes('/_next/static/')) ||
        (target instanceof HTMLLinkElement &&
          target.rel === 'stylesheet' &&
          target.href.includes('/_next/static/'))
      ) {
        reloadOnce();
      }
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadOnce();
    };
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
