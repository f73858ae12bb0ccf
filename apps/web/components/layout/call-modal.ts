'use client';

import type { ModalName } from '@/components/modals/modal-stack';
import { BREAKPOINT_TABLET } from '@/components/ui-constants';

/** The order-call button opens the order_call modal; on phones (< 768 px) the popup with the number. */
export function callModalForViewport(): ModalName {
  return window.matchMedia(`(max-width: ${BREAKPOINT_TABLET - 0.02}px)`).matches
    ? 'mobile-call-popup'
    : 'order_call';
}
