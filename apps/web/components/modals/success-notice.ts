'use client';

import { browserStore } from '@/lib/browser-store';
import { useModals } from './ModalProvider';

// docs/product.md §2 Modals 'success' and 'successSubscribe': what a form that went through says (a title and a line),
// set by the form, shown by the one <SuccessNoticeModal> the header mounts.

export interface SuccessNotice {
  modal: 'success' | 'successSubscribe';
  title: string;
  text: string;
}

const notice = browserStore<SuccessNotice | null>(null);

/** The notice to show, or null. */
export const useSuccessNotice = notice.use;

/** Drops the notice (its modal was closed). */
export const clearSuccessNotice = (): void => notice.set(null);

/** Opens the notice's modal with its title and text (the other modals close, docs/product.md §4 Modals). */
export function useShowSuccess(): (next: SuccessNotice) => void {
  const { open } = useModals();
  return (next) => {
    notice.set(next);
    open(next.modal);
  };
}
