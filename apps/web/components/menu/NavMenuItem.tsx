'use client';

import { type ReactNode, useRef } from 'react';
import { ChevronRightIcon } from '@/components/ui/icons';
import styles from './MainNav.module.css';
import { useMenu } from './MenuState';

interface NavMenuItemProps {
  id: number;
  title: string;
  kind: 'mega' | 'dropdown';
  /** The panel's server-rendered content. */
  children: ReactNode;
}

/**
 * One top-level item with a panel: opens on hover (mouse, ≥ 1200 px), toggles on click, Enter or Space.
 * In the drawer its button opens the category's view instead.
 */
export function NavMenuItem({ id, title, kind, children }: NavMenuItemProps) {
  const { state, dispatch, drawerOpen } = useMenu();
  const pointerType = useRef('');
  const open = state.openId === id;
  const panelId = `nav-panel-${id}`;

  return (
    <li
      className={`${styles.item} ${kind === 'dropdown' ? styles.hasDropdown : ''}`}
      data-open={open || undefined}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse' && !drawerOpen) dispatch({ type: 'hover', id, now: Date.now() });
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse' && !drawerOpen) {
          dispatch({ type: 'leave', now: Date.now(), viewportWidth: window.innerWidth });
        }
      }}
    >
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onPointerDown={(event) => {
          pointerType.current = event.pointerType;
        }}
        onClick={(event) => {
          // Hovering already opened it, perhaps in the very same instant (not rendered yet): a mouse
          // click only makes sure it is open. Keyboard (detail 0) and touch toggle.
          const mouse = event.detail > 0 && pointerType.current === 'mouse' && !drawerOpen;
          dispatch({ type: mouse ? 'open' : 'toggle', id });
        }}
      >
        {title}
        <ChevronRightIcon size={20} className={styles.chevron} />
      </button>
      <div
        id={panelId}
        className={kind === 'mega' ? styles.mega : styles.dropdown}
        hidden={!open}
        data-nav-panel
      >
        {children}
      </div>
    </li>
  );
}
