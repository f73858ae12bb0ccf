'use client';

import { type RefObject, useEffect } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[inert]') && el.getClientRects().length > 0,
  );
}

interface FocusTrapOptions {
  /** Where focus goes when the trap opens; the first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Whether this trap owns the keyboard. Only the top of a stack of dialogs traps Tab: a covered
   * dialog stays open (and keeps its return target) while the one above it cycles focus.
   */
  active?: boolean;
}

/**
 * While `open`, focus moves into `container` (to `initialFocus`, else the first focusable element,
 * else the container) and goes back to the element that had it when the trap closes. While also
 * `active`, Tab and Shift+Tab cycle inside `container`.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  open: boolean,
  { initialFocus, active = true }: FocusTrapOptions = {},
): void {
  useEffect(() => {
    const root = container.current;
    if (!open || root === null) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = initialFocus?.current ?? focusableIn(root)[0] ?? root;
    first.focus({ preventScroll: true });
    return () => {
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [open, container, initialFocus]);

  useEffect(() => {
    const root = container.current;
    if (!open || !active || root === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = focusableIn(root);
      if (items.length === 0) {
        event.preventDefault();
        root.focus();
        return;
      }
      const head = items[0] as HTMLElement;
      const tail = items[items.length - 1] as HTMLElement;
      const current = document.activeElement;
      const outside = !(current instanceof Node) || !root.contains(current);
      if (event.shiftKey && (current === head || outside)) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && (current === tail || outside)) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, active, container]);
}
