'use client';

import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useSyncExternalStore,
} from 'react';
import { createPortal } from 'react-dom';
import { MODAL_MAX_HEIGHT_PX } from '@/components/ui-constants';
import { CloseIcon } from './icons';
import styles from './Modal.module.css';
import { lockPageScroll } from './scroll-lock';
import { useFocusTrap } from './use-focus-trap';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Accessible name of the close button (ro/ru from the caller). */
  closeLabel: string;
  children: ReactNode;
  /** 'dialog' is centred; 'top' slides down from the top edge (search overlay). */
  placement?: 'dialog' | 'top';
  size?: 'sm' | 'md' | 'lg';
  /** Visually hide the title (it still names the dialog). */
  hideTitle?: boolean;
  initialFocus?: RefObject<HTMLElement | null>;
  /** False while another modal is stacked on top: only the top one traps Tab. */
  active?: boolean;
}

const subscribeNothing = () => () => {};

/**
 * A dialog in a portal on document.body: page scroll locked, focus trapped and restored, Escape and
 * the backdrop close it, named by its title. At most 720 px tall; the body scrolls.
 */
export function Modal({
  open,
  onClose,
  title,
  closeLabel,
  children,
  placement = 'dialog',
  size = 'md',
  hideTitle = false,
  initialFocus,
  active = true,
}: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  // Portals need document: render nothing on the server and in the hydration pass.
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );

  useEffect(() => (open ? lockPageScroll() : undefined), [open]);
  useFocusTrap(dialog, open && hydrated, { initialFocus, active });

  if (!open || !hydrated) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return createPortal(
    <div className={`${styles.backdrop} ${placement === 'top' ? styles.top : ''}`}>
      <button type="button" className={styles.scrim} tabIndex={-1} aria-hidden="true" onClick={onClose} />
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`${styles.dialog} ${styles[size]}`}
        style={{ maxHeight: `min(${MODAL_MAX_HEIGHT_PX}px, calc(100dvh - 2 * var(--space-4, 1rem)))` }}
        onKeyDown={onKeyDown}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            <CloseIcon size={22} />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
