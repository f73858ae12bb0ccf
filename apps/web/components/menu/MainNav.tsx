'use client';

import { mediaSrcSet } from '@vitrina/contract';
import { format } from '@vitrina/locale';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { type KeyboardEvent, useEffect, useReducer, useRef } from 'react';
import { ArrowRightIcon, CalculatorIcon } from '@/components/ui/icons';
import styles from './MainNav.module.css';
import { MenuColumnLinks } from './MenuColumnLinks';
import { initialMenuState, menuReducer } from './menu-timing';
import type { NavItem } from './nav-model';

export interface MainNavStrings {
  mainNav: string;
  calculatePrice: string;
  showAll: string;
  hide: string;
  /** 'Vezi tot: {title}' */
  viewCategory: string;
}

// The post-choice lock outlives the page: choosing a link may load a whole new document (an error or
// not-found page), and the pointer is still resting on the menu when it appears.
const LOCK_KEY = 'vitrina:menu-locked-until';

function storedLock(): number {
  try {
    return Number(sessionStorage.getItem(LOCK_KEY)) || 0;
  } catch {
    return 0;
  }
}

function storeLock(until: number) {
  try {
    sessionStorage.setItem(LOCK_KEY, String(until));
  } catch {
    // Storage blocked: the lock then lasts as long as this page.
  }
}

/** Desktop navigation (≥ 1200 px): hover mega-menus and plain dropdowns, fully usable by keyboard. */
export function MainNav({ items, strings }: { items: NavItem[]; strings: MainNavStrings }) {
  const [state, dispatch] = useReducer(menuReducer, initialMenuState, (initial) =>
    typeof window === 'undefined' ? initial : { ...initial, lockedUntil: storedLock() },
  );
  const pointerType = useRef<string>('');
  const nav = useRef<HTMLElement>(null);
  const triggers = useRef(new Map<number, HTMLButtonElement>());
  const pathname = usePathname();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on navigation only
  useEffect(() => dispatch({ type: 'close' }), [pathname]);

  useEffect(() => {
    if (state.closeAt === null) return;
    const timer = setTimeout(() => dispatch({ type: 'timer', now: Date.now() }), state.closeAt - Date.now());
    return () => clearTimeout(timer);
  }, [state.closeAt]);

  useEffect(() => {
    if (state.openId === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) dispatch({ type: 'close' });
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [state.openId]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || state.openId === null) return;
    event.preventDefault();
    triggers.current.get(state.openId)?.focus();
    dispatch({ type: 'close' });
  };

  const choose = () => {
    const now = Date.now();
    dispatch({ type: 'choose', now });
    storeLock(menuReducer(state, { type: 'choose', now }).lockedUntil);
  };

  return (
    <nav
      ref={nav}
      aria-label={strings.mainNav}
      className={styles.nav}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (state.openId !== null && !event.currentTarget.contains(event.relatedTarget as Node | null)) {
          dispatch({ type: 'close' });
        }
      }}
    >
      <ul className={styles.list}>
        {items.map((item) => {
          const open = state.openId === item.id;
          const panelId = `nav-panel-${item.id}`;
          if (item.kind === 'link') {
            return (
              <li key={item.id} className={styles.item}>
                <Link
                  href={item.href}
                  className={styles.trigger}
                  target={item.external ? '_blank' : undefined}
                  rel={item.external ? 'noopener' : undefined}
                  onPointerEnter={() => dispatch({ type: 'close' })}
                >
                  {item.title}
                </Link>
              </li>
            );
          }
          return (
            <li
              key={item.id}
              className={`${styles.item} ${item.kind === 'dropdown' ? styles.hasDropdown : ''}`}
              onPointerEnter={(event) => {
                if (event.pointerType === 'mouse') dispatch({ type: 'hover', id: item.id, now: Date.now() });
              }}
              onPointerLeave={(event) => {
                if (event.pointerType === 'mouse') {
                  dispatch({ type: 'leave', now: Date.now(), viewportWidth: window.innerWidth });
                }
              }}
            >
              <button
                ref={(el) => {
                  if (el) triggers.current.set(item.id, el);
                  else triggers.current.delete(item.id);
                }}
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
                  const mouse = event.detail > 0 && pointerType.current === 'mouse';
                  dispatch({ type: mouse ? 'open' : 'toggle', id: item.id });
                }}
              >
                {item.title}
              </button>
              {item.kind === 'mega' ? (
                <MegaPanel id={panelId} item={item} open={open} strings={strings} onChoose={choose} />
              ) : (
                <ul id={panelId} className={styles.dropdown} hidden={!open}>
                  <li>
                    <Link
                      href={item.href}
                      className={`${styles.dropdownLink} ${styles.dropdownAll}`}
                      onClick={choose}
                    >
                      {format(strings.viewCategory, { title: item.title })}
                    </Link>
                  </li>
                  {item.subitems.map((sub) => (
                    <li key={sub.href}>
                      <Link href={sub.href} prefetch={false} className={styles.dropdownLink} onClick={choose}>
                        {sub.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

interface MegaPanelProps {
  id: string;
  item: NavItem;
  open: boolean;
  strings: MainNavStrings;
  onChoose: () => void;
}

function MegaPanel({ id, item, open, strings, onChoose }: MegaPanelProps) {
  return (
    <div id={id} className={styles.mega} hidden={!open}>
      <div className={`container ${styles.megaInner}`}>
        <div className={styles.main}>
          <div className={styles.columns}>
            {item.columns.map((column) => (
              <MenuColumnLinks
                key={column.id}
                column={column}
                showAllLabel={strings.showAll}
                hideLabel={strings.hide}
                onChoose={onChoose}
              />
            ))}
          </div>
          <Link href={item.href} prefetch={false} className={styles.viewAll} onClick={onChoose}>
            {format(strings.viewCategory, { title: item.title })}
            <ArrowRightIcon size={18} />
          </Link>
        </div>
        {(item.banner || item.calculatorHref) && (
          <div className={styles.aside}>
            {item.banner && (
              <Link href={item.banner.href} prefetch={false} className={styles.banner} onClick={onChoose}>
                {/* biome-ignore lint/performance/noImgElement: API-served banner of unknown size */}
                <img
                  src={item.banner.image}
                  srcSet={mediaSrcSet(item.banner.image)}
                  sizes="320px"
                  alt={item.banner.alt || item.title}
                  loading="lazy"
                  decoding="async"
                />
              </Link>
            )}
            {item.calculatorHref && (
              <Link
                href={item.calculatorHref}
                className={`btn btn--accent ${styles.calculator}`}
                onClick={onChoose}
              >
                <CalculatorIcon size={20} />
                {strings.calculatePrice}
              </Link>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
