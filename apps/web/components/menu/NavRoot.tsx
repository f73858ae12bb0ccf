'use client';

import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useRef } from 'react';
import { MENU_REOPEN_LOCK_MS } from '@/components/ui-constants';
import { storeLock, useMenu } from './MenuState';

interface NavRootProps {
  label: string;
  className?: string;
  /** The server-rendered items (NavMenuItem islands and plain links). */
  children: ReactNode;
}

/**
 * The main navigation's element and the behaviour that spans its items: Escape, focus or a pointer leaving
 * it, and a choice inside a panel (LinkRouter routes its plain links). In the drawer (below 1200 px) the drawer owns
 * Escape and closing.
 */
export function NavRoot({ label, className, children }: NavRootProps) {
  const { state, dispatch, drawerOpen } = useMenu();
  const nav = useRef<HTMLElement>(null);

  useEffect(() => {
    if (state.openId === null || drawerOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) dispatch({ type: 'close' });
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [state.openId, drawerOpen, dispatch]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || state.openId === null || drawerOpen) return;
    event.preventDefault();
    nav.current?.querySelector<HTMLElement>(`[aria-controls="nav-panel-${state.openId}"]`)?.focus();
    dispatch({ type: 'close' });
  };

  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a');
    if (link?.closest('[data-nav-panel]')) {
      const now = Date.now();
      dispatch({ type: 'choose', now });
      storeLock(now + MENU_REOPEN_LOCK_MS);
    }
  };

  return (
    <nav
      ref={nav}
      aria-label={label}
      className={className}
      onKeyDown={onKeyDown}
      onClick={onClick}
      onPointerOver={(event) => {
        // A plain link has no panel: reaching it with the mouse closes the one that is open.
        if (event.pointerType === 'mouse' && (event.target as Element).closest('[data-nav-plain]')) {
          dispatch({ type: 'close' });
        }
      }}
      onBlur={(event) => {
        if (
          state.openId !== null &&
          !drawerOpen &&
          !event.currentTarget.contains(event.relatedTarget as Node | null)
        ) {
          dispatch({ type: 'close' });
        }
      }}
    >
      {children}
    </nav>
  );
}
