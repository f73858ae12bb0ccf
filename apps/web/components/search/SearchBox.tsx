'use client';

import { type Locale, localizedPath } from '@vitrina/locale';
import { header } from '@vitrina/locale/messages/header';
import { search } from '@vitrina/locale/messages/search';
import { countText } from '@vitrina/locale/plural';
import Form from 'next/form';
import { useRouter } from 'next/navigation';
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useModals } from '@/components/modals/ModalProvider';
import { SearchIcon } from '@/components/ui/icons';
import {
  SEARCH_SUGGEST_DEBOUNCE_MS,
  SEARCH_SUGGEST_LIMIT,
  SEARCH_SUGGEST_MIN_CHARS,
} from '@/components/ui-constants';
import { storefrontRequest } from '@/lib/storefront-request';
import { Highlighted } from './Highlighted';
import styles from './SearchBox.module.css';
import { searchHref } from './search-query';
import { type Suggestions, suggestionsOf } from './suggestions';

interface SearchBoxProps {
  locale: Locale;
  /** The longest query the API accepts (the contract's SEARCH_MAX_LENGTH). */
  maxLength: number;
  /** The search page's own query, already in the field (no suggestions until the visitor types). */
  initialQuery?: string;
  /** The field, for the overlay's focus trap to start in. */
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Focus the field once it is there (the overlay's body arrives after the overlay opened). */
  focusOnMount?: boolean;
}

/**
 * The site search field: submitted, it opens the search page (/search?search=…, ru /ru/search?search=…);
 * while typing, the first results come as suggestions in a listbox under the field (ARIA combobox: arrows
 * move through them, Enter opens the highlighted one, otherwise Enter searches), with a link to all results.
 */
export function SearchBox({ locale, maxLength, initialQuery = '', inputRef, focusOnMount }: SearchBoxProps) {
  const texts = search[locale];
  const field = header[locale];
  const router = useRouter();
  const { close } = useModals();
  const ownInput = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownInput;
  const id = useId();
  const listId = `${id}-suggestions`;
  const [query, setQuery] = useState(initialQuery);
  const [typed, setTyped] = useState(false);
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const [active, setActive] = useState(-1);
  const text = query.trim();

  useEffect(() => {
    if (!focusOnMount) return;
    // After the overlay's focus trap has noted where focus was (the search button, where it goes back).
    const frame = requestAnimationFrame(() => input.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [focusOnMount, input]);

  // Debounced; a newer query cancels the request of the older one, so answers never arrive out of order.
  useEffect(() => {
    if (!typed || text.length < SEARCH_SUGGEST_MIN_CHARS) {
      setSuggestions(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const path = `/api/search?${new URLSearchParams({ search: text })}`;
      const reply = await storefrontRequest('GET', path, locale, undefined, controller.signal);
      if (controller.signal.aborted) return;
      setSuggestions(suggestionsOf(locale, reply, SEARCH_SUGGEST_LIMIT));
      setActive(-1);
    }, SEARCH_SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed, text, locale]);

  const items = text.length >= SEARCH_SUGGEST_MIN_CHARS ? (suggestions?.items ?? []) : [];
  const open = items.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const leave = () => {
    setSuggestions(null);
    close('search');
  };
  const openResult = (href: string) => {
    leave();
    router.push(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // A filled search field takes Escape to clear itself and the overlay's <dialog> never hears it.
    if (event.key === 'Escape') {
      event.preventDefault();
      leave();
      return;
    }
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const last = items.length - 1;
      if (event.key === 'ArrowDown') setActive((current) => (current >= last ? 0 : current + 1));
      else setActive((current) => (current <= 0 ? last : current - 1));
    } else if (event.key === 'Enter' && active >= 0) {
      const item = items[active];
      if (item === undefined) return;
      event.preventDefault();
      openResult(item.href);
    }
  };

  return (
    <Form action={localizedPath(locale, 'search')} className={styles.form} role="search" onSubmit={leave}>
      <div className={styles.field}>
        <label htmlFor={`${id}-field`} className="visually-hidden">
          {field.searchLabel}
        </label>
        <SearchIcon className={styles.icon} />
        <input
          ref={input}
          id={`${id}-field`}
          name="search"
          type="search"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setTyped(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          required
          maxLength={maxLength}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={field.searchPlaceholder}
          className={styles.input}
        />
        <div className={styles.popup} hidden={!open}>
          <div id={listId} role="listbox" aria-label={texts.suggestions}>
            {items.map((item, index) => (
              // biome-ignore lint/a11y/useFocusableInteractive: the field keeps focus and points at options with aria-activedescendant
              // biome-ignore lint/a11y/useKeyWithClickEvents: the field handles the keys for its options, as a combobox's does
              <div
                key={item.key}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={styles.option}
                onPointerMove={() => active !== index && setActive(index)}
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => openResult(item.href)}
              >
                <span className={styles.optionTitle}>
                  <Highlighted parts={item.title} />
                </span>
                <span className={styles.kind}>{texts.kinds[item.kind]}</span>
              </div>
            ))}
          </div>
          {open && suggestions !== null ? (
            <a data-routed="" href={searchHref(locale, text)} className={styles.all} onClick={leave}>
              {countText(locale, suggestions.total, texts.seeAll)}
            </a>
          ) : null}
        </div>
      </div>
      <button type="submit" className="btn btn--primary">
        {field.searchSubmit}
      </button>
    </Form>
  );
}
