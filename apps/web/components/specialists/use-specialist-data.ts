'use client';

import type { Locale } from '@vitrina/locale';
import { useEffect, useEffectEvent, useState } from 'react';
import { storefrontRequest } from '@/lib/storefront-request';

// The finder's data, read in the browser from the storefront's /api/specialists/ route handlers when a modal
// needs it. Answers that arrived are kept for the page's life (the same for every visitor), so going back
// from a specialist to the list, or to the city choice, shows them at once; a failure is never kept.

export type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: T };

const kept = new Map<string, unknown>();

/**
 * What `path` answers in `locale`, once `accepts` recognises the body; null `path` asks for nothing.
 * `retry` asks again after a failure.
 */
export function useSpecialistData<T>(
  path: string | null,
  locale: Locale,
  accepts: (body: unknown) => body is T,
): { loaded: Loaded<T>; retry: () => void } {
  const key = path === null ? null : `${locale} ${path}`;
  const [attempt, setAttempt] = useState(0);
  const [answered, setAnswered] = useState<{ key: string; loaded: Loaded<T> } | null>(null);

  const load = useEffectEvent(async (wanted: string, url: string, isCurrent: () => boolean) => {
    const reply = await storefrontRequest('GET', url, locale);
    if (!isCurrent()) return;
    if (reply.status === 200 && accepts(reply.body)) {
      kept.set(wanted, reply.body);
      setAnswered({ key: wanted, loaded: { state: 'ready', data: reply.body } });
    } else {
      setAnswered({ key: wanted, loaded: { state: 'failed' } });
    }
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for the same data again
  useEffect(() => {
    if (key === null || path === null || kept.has(key)) return;
    let current = true;
    setAnswered(null);
    void load(key, path, () => current);
    return () => {
      current = false;
    };
  }, [key, path, attempt]);

  const known = key === null ? undefined : kept.get(key);
  const loaded: Loaded<T> =
    known !== undefined && key !== null
      ? { state: 'ready', data: known as T }
      : answered !== null && answered.key === key
        ? answered.loaded
        : { state: 'loading' };
  return { loaded, retry: () => setAttempt((n) => n + 1) };
}
