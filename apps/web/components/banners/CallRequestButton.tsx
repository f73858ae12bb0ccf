'use client';

import { callModalForViewport } from '@/components/layout/call-modal';
import { useModals } from '@/components/modals/ModalProvider';

/** A banner's call_request button: opens the order-call form (the number popup on phones), like the header's. */
export function CallRequestButton({ label, className }: { label: string; className: string }) {
  const { open } = useModals();
  return (
    <button type="button" className={className} onClick={() => open(callModalForViewport())}>
      {label}
    </button>
  );
}
