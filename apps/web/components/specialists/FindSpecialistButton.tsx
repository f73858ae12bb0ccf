'use client';

import { useModals } from '@/components/modals/ModalProvider';

/** Opens the specialist finder at its city choice (docs/product.md §2 find_spec); the footer and the contacts page show it. */
export function FindSpecialistButton({ label, className }: { label: string; className?: string }) {
  const { open } = useModals();
  return (
    <button type="button" className={className ?? 'btn btn--outline'} onClick={() => open('find_spec')}>
      {label}
    </button>
  );
}
