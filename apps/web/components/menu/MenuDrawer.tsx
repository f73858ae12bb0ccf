'use client';

import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { ArrowLeftIcon, BurgerIcon, CloseIcon } from '@/components/ui/icons';
import { inertOutside } from '@/components/ui/inert-outside';
import { lockPageScroll } from '@/components/ui/scroll-lock';
import { BREAKPOINT_MENU } from '@/components/ui-constants';
import styles from './MenuDrawer.module.css';
import { useMenu } from './MenuState';

export interface MenuDrawerStrings {
  menu: string;
  openMenu: string;
  closeMenu: string;
  catalog: string;
  back: string;
}

interface MenuDrawerProps {
  strings: MenuDrawerStrings;
  /** The server-rendered navigation: the bar's menu at 1200 px and wider, the drawer's list below. */
  children: ReactNode;
  /** What only the drawer shows under the categories: header links, languages, the call button. */
  extras: ReactNode;
}

/**
 * The slide-in menu below 1200 px. It wraps the one server-rendered navigation rather than drawing its
 * own from the menu's data: at 1200 px and wider it is no box at all (display: contents). Opening a
 * category is the navigation's own open item; the head's back button closes it.
 */
export function MenuDrawer({ strings, children, extras }: MenuDrawerProps) {
  const { state, dispatch, drawerOpen: open, openDrawer, closeDrawer } = useMenu();
  const panel = useRef<HTMLDivElement>(null);
  const scrim = useRef<HTMLButtonElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const selected = open && state.openId !== null;

  useEffect(() => (open ? lockPageScroll() : undefined), [open]);

  // While open, the rest of the page is inert (the scrim still closes it); focus starts on the close button and
  // goes back, once closed, to what had it (the menu button).
  useEffect(() => {
    const root = panel.current;
    if (!open || root === null) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const undo = inertOutside(root, scrim.current ? [scrim.current] : []);
    close.current?.focus({ preventScroll: true });
    return () => {
      undo();
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [open]);

  // Moving between the list and a category puts focus at the top of the new view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the view changes
  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('[data-view-start]')?.focus();
  }, [selected]);

  // Widening the window past the breakpoint turns the drawer back into the bar's menu.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(`(min-width: ${BREAKPOINT_MENU}px)`);
    const onChange = () => {
      if (wide.matches) closeDrawer();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open, closeDrawer]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (open && event.key === 'Escape') {
      event.stopPropagation();
      closeDrawer();
    }
  };

  return (
    <>
      <button
        type="button"
        className={styles.burger}
        aria-label={strings.openMenu}
        aria-expanded={open}
        aria-controls={open ? 'mobile-menu' : undefined}
        onClick={openDrawer}
      >
        <BurgerIcon />
      </button>
      {open && (
        <button
          ref={scrim}
          type="button"
          className={styles.scrim}
          tabIndex={-1}
          aria-hidden="true"
          onClick={closeDrawer}
        />
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape and the links' own clicks, delegated */}
      <div
        ref={panel}
        id="mobile-menu"
        className={styles.drawer}
        data-menu-open={open || undefined}
        // Only an open drawer is a dialog: at 1200 px and wider this element is no box, just the bar's menu.
        {...(open ? { role: 'dialog', 'aria-modal': true, 'aria-label': strings.menu } : {})}
        onKeyDown={onKeyDown}
        onClick={(event) => {
          // A chosen link may point to the current page (no route change): close on any link click.
          if (open && (event.target as Element).closest('a')) closeDrawer();
        }}
      >
        {open && (
          <div className={styles.head}>
            {selected ? (
              <button
                type="button"
                className={styles.back}
                onClick={() => dispatch({ type: 'close' })}
                data-view-start
              >
                <ArrowLeftIcon size={20} />
                {strings.back}
              </button>
            ) : (
              <span className={styles.headTitle} tabIndex={-1} data-view-start>
                {strings.catalog}
              </span>
            )}
            <button
              ref={close}
              type="button"
              className={styles.close}
              aria-label={strings.closeMenu}
              onClick={closeDrawer}
            >
              <CloseIcon />
            </button>
          </div>
        )}
        <div className={styles.body}>
          {children}
          {/* Only an open drawer shows them: they are in no page's HTML, only in its payload as props. */}
          {open && !selected && <div className={styles.extras}>{extras}</div>}
        </div>
      </div>
    </>
  );
}
