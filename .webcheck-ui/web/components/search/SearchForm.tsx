'use client';

import Form from 'next/form';
import { useRef } from 'react';
import { useModals } from '@/components/modals/ModalProvider';
import { ModalSlot } from '@/components/modals/ModalSlot';
import { SearchIcon } from '@/components/ui/icons';
import styles from './SearchForm.module.css';

export interface SearchStrings {
  title: string;
  label: string;
  placeholder: string;
  submit: string;
  close: string;
}

/** The header's search overlay: one field, submitted as /search?search=… (or /ru/search?search=…). */
export function SearchOverlay({ action, strings }: { action: string; strings: SearchStrings }) {
  const input = useRef<HTMLInputElement>(null);
  const { close } = useModals();
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
      <Form action={action} className={styles.form} role="search" onSubmit={() => close('search')}>
        <label htmlFor="site-search" className="visually-hidden">
          {strings.label}
        </label>
        <SearchIcon className={styles.icon} />
        <input
          ref={input}
          id="site-search"
          name="search"
          type="search"
          required
          maxLength={200}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={strings.placeholder}
          className={styles.input}
        />
        <button type="submit" className="btn btn--primary">
          {strings.submit}
        </button>
      </Form>
    </ModalSlot>
  );
}
