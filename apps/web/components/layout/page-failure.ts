'use client';

import { failure } from '@/components/configurator/calculator-requests';
import { useModals } from '@/components/modals/ModalProvider';
import { browserStore } from '@/lib/browser-store';

// docs/product.md §8: a callback or subscribe failure raises the full-page error with the HTTP status and 'Something
// went wrong'. Those forms live in the header and the footer, outside the page's error boundary (an error
// thrown there would reach the root's bare global-error page, without the status), so they report the failure
// here and <PageFailureGate> shows the error page in place of the page's content, as error.tsx would.

const pageFailure = browserStore<(Error & { status: number }) | null>(null);

/** The failure the page shows instead of its content, or null. */
export const usePageFailure = pageFailure.use;

/** Back to the page's content (the error page's retry, another page). */
export const clearPageFailure = (): void => pageFailure.set(null);

/** Shows the error page for `status` (the modals close; a status below 400, no answer at all, counts as 500). */
export function useFailPage(): (status: number) => void {
  const { closeAll } = useModals();
  return (status) => {
    closeAll();
    pageFailure.set(failure(status));
    window.scrollTo(0, 0);
  };
}
