'use client';

import type { Locale } from '@vitrina/locale';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { callModalForViewport } from '@/components/layout/call-modal';
import { rememberLanguage } from '@/components/layout/switch-language';
import { useLanguageHref } from '@/components/layout/use-language-href';
import { useModals } from '@/components/modals/ModalProvider';
import {
  ArrowLeftIcon,
  BurgerIcon,
  CalculatorIcon,
  ChevronRightIcon,
  CloseIcon,
  PhoneIcon,
} from '@/components/ui/icons';
import { LinkList } from '@/components/ui/LinkList';
import { lockPageScroll } from '@/components/ui/scroll-lock';
import { useFocusTrap } from '@/components/ui/use-focus-trap';
import styles from './MobileMenu.module.css';
import type { NavItem, NavLink } from './nav-model';

export interface LanguageChoice {
  code: Locale;
  title: string;
  flag: string;
}

export interface MobileMenuStrings {
  menu: string;
  openMenu: string;
  closeMenu: string;
  catalog: string;
  back: string;
  calculatePrice: string;
  orderCall: string;
  languageLabel: string;
}

interface MobileMenuProps {
  items: NavItem[];
  links: (NavLink & { external: boolean })[];
  languages: LanguageChoice[];
  locale: Locale;
  strings: MobileMenuStrings;
}

/** The slide-in menu below 1200 px: categories → their sections, header links, language, call back. */
export function MobileMenu({ items, links, languages, locale, strings }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const pathname = usePathname();
  const hrefIn = useLanguageHref();
  const router = useRouter();
  const modals = useModals();
  const selected = items.find((item) => item.id === selectedId) ?? null;

  const close = () => {
    setOpen(false);
    setSelectedId(null);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on navigation only
  useEffect(() => {
    setOpen(false);
    setSelectedId(null);
  }, [pathname]);

  useEffect(() => (open ? lockPageScroll() : undefined), [open]);
  useFocusTrap(panel, open);

  // Moving between the list and a category puts focus at the top of the new view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the view changes
  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('[data-view-start]')?.focus();
  }, [selectedId]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  const callBack = () => {
    close();
    modals.open(callModalForViewport());
  };

  return (
    <>
      <button
        type="button"
        className={styles.burger}
        aria-label={strings.openMenu}
        aria-expanded={open}
        aria-controls={open ? 'mobile-menu' : undefined}
        onClick={() => setOpen(true)}
      >
        <BurgerIcon />
      </button>
      {/* On document.body: the header is its own stacking context and would keep the menu under page overlays. */}
      {open &&
        createPortal(
          <div className={styles.root}>
            <button type="button" className={styles.scrim} tabIndex={-1} aria-hidden="true" onClick={close} />
            <div
              ref={panel}
              id="mobile-menu"
              role="dialog"
              aria-modal="true"
              aria-label={strings.menu}
              className={styles.panel}
              onKeyDown={onKeyDown}
            >
              <div className={styles.head}>
                {selected ? (
                  <button
                    type="button"
                    className={styles.back}
                    onClick={() => setSelectedId(null)}
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
                <button type="button" className={styles.close} aria-label={strings.closeMenu} onClick={close}>
                  <CloseIcon />
                </button>
              </div>

              {/* A chosen link may point to the current page (no route change): close on any link click. */}
              {/* biome-ignore lint/a11y/noStaticElementInteractions: delegation of the links' own clicks */}
              {/* biome-ignore lint/a11y/useKeyWithClickEvents: links are activated by keyboard natively */}
              <div
                className={styles.body}
                onClick={(event) => {
                  if ((event.target as Element).closest('a')) close();
                }}
              >
                {selected ? (
                  <CategoryView item={selected} strings={strings} />
                ) : (
                  <>
                    <ul className={styles.categories}>
                      {items.map((item) => (
                        <li key={item.id}>
                          {item.kind === 'link' ? (
                            <Link href={item.href} className={styles.category}>
                              {item.title}
                            </Link>
                          ) : (
                            <button
                              type="button"
                              className={styles.category}
                              onClick={() => setSelectedId(item.id)}
                            >
                              {item.title}
                              <ChevronRightIcon size={20} />
                            </button>
                          )}
                        </li>
                      ))}
                    </ul>

                    {links.length > 0 && <LinkList links={links} className={styles.links} />}

                    <fieldset className={styles.languages}>
                      <legend>{strings.languageLabel}</legend>
                      {languages.map((language) => (
                        <a
                          key={language.code}
                          href={hrefIn(language.code)}
                          hrefLang={language.code}
                          lang={language.code}
                          aria-current={language.code === locale ? 'true' : undefined}
                          className={styles.language}
                          onClick={(event) => {
                            event.preventDefault();
                            close();
                            router.push(rememberLanguage(language.code));
                          }}
                        >
                          {/* biome-ignore lint/performance/noImgElement: tiny flag served by the API */}
                          <img src={language.flag} alt="" width={20} height={14} />
                          {language.title}
                        </a>
                      ))}
                    </fieldset>

                    <button type="button" className={`btn btn--accent ${styles.callback}`} onClick={callBack}>
                      <PhoneIcon size={20} />
                      {strings.orderCall}
                    </button>
                  </>
                )}
              </div>
            </div>
          </div>,
          document.body,
        )}
    </>
  );
}

function CategoryView({ item, strings }: { item: NavItem; strings: MobileMenuStrings }) {
  return (
    <div className={styles.categoryView}>
      <Link href={item.href} className={styles.sectionTitle}>
        {item.title}
      </Link>
      {item.columns.map((column) => (
        <section key={column.id} className={styles.section} aria-label={column.title}>
          <h3 className={styles.sectionHeading}>{column.title}</h3>
          <LinkList links={column.links} className={styles.sectionLinks} prefetch={false} />
        </section>
      ))}
      {item.subitems.length > 0 && (
        <LinkList links={item.subitems} className={styles.sectionLinks} prefetch={false} />
      )}
      {item.calculatorHref && (
        <Link href={item.calculatorHref} className={`btn btn--outline ${styles.callback}`}>
          <CalculatorIcon size={20} />
          {strings.calculatePrice}
        </Link>
      )}
    </div>
  );
}
