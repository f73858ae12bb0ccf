'use client';

import type { ReactNode, RefObject } from 'react';
import { Modal } from '@/components/ui/Modal';
import { useModals } from './ModalProvider';
import { type ModalName, topModal } from './modal-stack';

interface ModalSlotProps {
  name: ModalName;
  title: string;
  closeLabel: string;
  children: ReactNode;
  placement?: 'dialog' | 'top';
  size?: 'sm' | 'md' | 'lg';
  hideTitle?: boolean;
  initialFocus?: RefObject<HTMLElement | null>;
}

/** A modal opened and closed through the page's modal stack by its name. */
export function ModalSlot({ name, children, ...modal }: ModalSlotProps) {
  const { stack, isOpen, close } = useModals();
  return (
    <Modal open={isOpen(name)} active={topModal(stack) === name} onClose={() => close(name)} {...modal}>
      {children}
    </Modal>
  );
}
