'use client';

import { cloneElement, type ReactElement, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { TOOLTIP_DELAY_MS } from '@/components/ui-constants';
import styles from './Tooltip.module.css';

interface TooltipProps {
  content: ReactNode;
  /** The trigger: one focusable element; it gets aria-describedby. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  placement?: 'top' | 'bottom';
}

/** A hint shown after the pointer rests 1500 ms on its trigger, or at once on focus; Escape hides it. */
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancel = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  const hide = () => {
    cancel();
    setVisible(false);
  };

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  useEffect(() => {
    if (!visible) return;
    // WCAG 1.4.13: dismissable without moving the pointer or focus.
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setVisible(false);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [visible]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer and focus events bubble up from the trigger
    <span
      className={styles.anchor}
      onPointerEnter={(event) => {
        if (event.pointerType === 'touch') return;
        cancel();
        timer.current = setTimeout(() => setVisible(true), TOOLTIP_DELAY_MS);
      }}
      onPointerLeave={hide}
      onFocus={() => {
        cancel();
        setVisible(true);
      }}
      onBlur={hide}
    >
      {cloneElement(children, {
        'aria-describedby': [children.props['aria-describedby'], id].filter(Boolean).join(' '),
      })}
      <span
        id={id}
        role="tooltip"
        className={`${styles.tip} ${placement === 'bottom' ? styles.bottom : ''}`}
        hidden={!visible}
      >
        {content}
      </span>
    </span>
  );
}
