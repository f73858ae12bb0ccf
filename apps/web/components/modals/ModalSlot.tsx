'use client';

import { Modal, type ModalProps } from '@/components/ui/Modal';
import { useModals } from './ModalProvider';
import type { ModalName } from './modal-stack';

/** A modal's own props; whether it is open and how it closes come from the stack. */
type ModalSlotProps = Omit<ModalProps, 'open' | 'onClose'> & {
  name: ModalName;
  /** Called after the visitor closed it (close button, Escape, backdrop): a flow kept in the URL follows. */
  onClosed?: () => void;
};

/** A modal opened and closed through the page's modal stack by its name. */
export function ModalSlot({ name, children, onClosed, ...modal }: ModalSlotProps) {
  const { isOpen, close } = useModals();
  return (
    <Modal
      open={isOpen(name)}
      onClose={() => {
        close(name);
        onClosed?.();
      }}
      {...modal}
    >
      {children}
    </Modal>
  );
}
