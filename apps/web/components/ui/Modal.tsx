'use client';

import {
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
} from 'react';
import { createPortal } from 'react-dom';
import { MODAL_MAX_HEIGHT_PX } from '@/components/ui-constants';
import { CloseIcon } from './icons';
import styles from './Modal.module.css';
import { lockPageScroll } from './scroll-lock';

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
}

const subscribeNothing = () => () => {};

/**
 * The platform's modal <dialog> (showModal) in a portal on document.body, named by its title. The browser
 * keeps focus inside, makes the page behind inert, stacks a later modal above an earlier one in the top
 * layer, closes it on Escape and gives focus back to the opener; the close button and a click on the
 * backdrop close it too, and the page does not scroll behind it. At most 720 px tall; the body scrolls.
 */
export function Modal({ open, onClose, ...dialog }: ModalProps) {
  // Portals need document: render nothing on the server and in the hydration pass.
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  if (!open || !hydrated) return null;
  return createPortal(<OpenDialog onClose={onClose} {...dialog} />, document.body);
}

type OpenDialogProps = Omit<ModalProps, 'open'>;

function OpenDialog({
  onClose,
  title,
  closeLabel,
  children,
  placement = 'dialog',
  size = 'md',
  hideTitle = false,
  initialFocus,
}: OpenDialogProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  // The browser closes the dialog itself on Escape (its cancel event may not be cancelled twice in a row).
  const closedByBrowser = useEffectEvent(() => onClose());

  // A layout effect: its cleanup runs while the dialog is still in the document, so close() can give
  // focus back to the element that opened it.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    element.showModal();
    initialFocus?.current?.focus();
    const unlockScroll = lockPageScroll();
    const onNativeClose = () => closedByBrowser();
    element.addEventListener('close', onNativeClose);
    return () => {
      element.removeEventListener('close', onNativeClose);
      element.close();
      unlockScroll();
    };
  }, [initialFocus]);

  // A click on the ::backdrop reaches the dialog itself, outside its box.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) onClose();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click has Escape as its keyboard twin
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      className={`${styles.dialog} ${styles[size]} ${placement === 'top' ? styles.top : ''}`}
      style={{ maxHeight: `min(${MODAL_MAX_HEIGHT_PX}px, calc(100dvh - 2 * var(--space-4, 1rem)))` }}
      onClick={onClick}
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
    </dialog>
  );
}
