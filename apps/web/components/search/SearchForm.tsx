'use client';

import type { Locale } from '@vitrina/locale';
import { lazy, Suspense, useRef } from 'react';
import { ModalSlot } from '@/components/modals/ModalSlot';

// The field and its suggestions load when the overlay first opens: every page has the header, so its
// scripts carry none of the search's code or texts until then.
const SearchBox = lazy(() => import('./SearchBox').then((module) => ({ default: module.SearchBox })));

export interface SearchStrings {
  title: string;
  close: string;
}

/** The header's search overlay (docs/product.md §2 Layout): the site search field with suggestions; Escape closes it. */
export function SearchOverlay({
  locale,
  maxLength,
  strings,
}: {
  locale: Locale;
  maxLength: number;
  strings: SearchStrings;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <ModalSlot
      name="search"
      title={strings.title}
      closeLabel={strings.close}
      placement="top"
      size="lg"
      hideTitle
      initialFocus={input}
    >
      <Suspense fallback={null}>
        <SearchBox locale={locale} maxLength={maxLength} inputRef={input} focusOnMount />
      </Suspense>
    </ModalSlot>
  );
}
