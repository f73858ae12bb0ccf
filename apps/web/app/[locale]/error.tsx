'use client';

import { defaultLocale, isLocale } from '@vitrina/locale';
import { useParams } from 'next/navigation';
import { lazy, Suspense, useEffect } from 'react';
import { loadWhenIdle } from '@/lib/when-idle';

// Next.js loads this boundary with every page of the tree; its view, texts and offers load once the page is
// idle (docs/adr/0054), so that an error that comes with a lost connection can still be shown.
const loadErrorPage = () => import('@/app/_shell/ErrorPage');
const ErrorPage = lazy(() => loadErrorPage().then((module) => ({ default: module.ErrorPage })));
loadWhenIdle(loadErrorPage);

/** An HTTP status carried by the error, if any (an API failure's status); else 500 (docs/product.md §8). */
function statusOf(error: unknown): number {
  const status =
    typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

export default function ErrorBoundaryPage({ error, retry }: { error: unknown; retry: () => void }) {
  const params = useParams<{ locale: string }>();
  const locale = isLocale(params?.locale) ? params.locale : defaultLocale;

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Suspense fallback={null}>
      <ErrorPage locale={locale} status={statusOf(error)} retry={retry} />
    </Suspense>
  );
}
