'use client';

import { usePathname } from 'next/navigation';
import { type ReactNode, useEffect } from 'react';
import ErrorPage from '@/app/[locale]/error';
import { clearPageFailure, usePageFailure } from '@/components/layout/page-failure';

/**
 * The page's content, or the error page (app/[locale]/error.tsx: the status and 'Something went wrong') once a
 * form outside the page's error boundary failed (components/layout/page-failure.ts). Retry, or going to
 * another page, shows the content again.
 */
export function PageFailureGate({ children }: { children: ReactNode }) {
  const failure = usePageFailure();
  const pathname = usePathname();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a failure belongs to the page it happened on
  useEffect(() => clearPageFailure, [pathname]);
  if (failure !== null) return <ErrorPage error={failure} retry={clearPageFailure} />;
  return children;
}
