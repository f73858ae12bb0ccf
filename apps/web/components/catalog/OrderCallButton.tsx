'use client';

import { callModalForViewport } from '@/components/layout/call-modal';
import { useModals } from '@/components/modals/ModalProvider';
import { PhoneIcon } from '@/components/ui/icons';

/** Opens the order-call modal (the phone popup on phones), as the header's button does. */
export function OrderCallButton({ label }: { label: string }) {
  const { open } = useModals();
  return (
    <button type="button" className="btn btn--outline" onClick={() => open(callModalForViewport())}>
      <PhoneIcon size={18} />
      {label}
    </button>
  );
}
