import { CHUNK_RELOAD_WINDOW_MS } from '@/components/ui-constants';

// A deploy replaces the JavaScript chunks an open tab still points at; one reload fetches the new
// ones. The timestamp of the last reload (kept in sessionStorage) stops a reload loop when the
// failure is something a reload cannot fix.

export const CHUNK_RELOAD_STORAGE_KEY = 'vitrina:chunk-reload-at';

const CHUNK_FAILURE =
  /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

/** Whether an error (or a rejection reason) is a failed load of a code chunk. */
export function isChunkLoadError(error: unknown): boolean {
  if (error === null || error === undefined) return false;
  if (typeof error === 'string') return CHUNK_FAILURE.test(error);
  if (typeof error === 'object') {
    const { name, message } = error as { name?: unknown; message?: unknown };
    if (name === 'ChunkLoadError') return true;
    if (typeof message === 'string') return CHUNK_FAILURE.test(message);
  }
  return false;
}

/** Reload only when no reload happened within the last 60 s (or the stored time is unreadable). */
export function shouldReloadAfterChunkError(lastReloadAt: string | null, now: number): boolean {
  if (lastReloadAt === null) return true;
  const last = Number(lastReloadAt);
  if (!Number.isFinite(last) || last > now) return true;
  return now - last >= CHUNK_RELOAD_WINDOW_MS;
}
