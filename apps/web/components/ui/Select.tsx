'use client';

import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { ChevronDownIcon } from './icons';
import styles from './Select.module.css';
import { emptyTypeahead, type TypeaheadState, typeahead } from './select-typeahead';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
  /** Shown before the label (a flag, an icon); decorative. */
  icon?: ReactNode;
}

export interface SelectProps<V extends string> {
  label: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  options: readonly SelectOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
  placeholder?: string;
  /** What the closed button shows for the chosen option; its label by default. */
  renderValue?: (option: SelectOption<V>) => ReactNode;
  className?: string;
  /** 'light' for dark backgrounds. */
  tone?: 'default' | 'light';
  align?: 'start' | 'end';
  /** The button's id (a form focuses it when its value is missing). */
  id?: string;
  /** Ids of the texts that describe the control: its error message. */
  describedBy?: string;
}

/**
 * Collapsible listbox (WAI-ARIA APG "select-only combobox" reduced to button + listbox): arrows,
 * Home/End and type-ahead move, Enter/Space/click choose and close, Escape and blur close.
 */
export function Select<V extends string>({
  label,
  hideLabel = false,
  options,
  value,
  onChange,
  placeholder = '',
  renderValue,
  className,
  tone = 'default',
  align = 'start',
  id: buttonId,
  describedBy,
}: SelectProps<V>) {
  const id = useId();
  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useRef<TypeaheadState>(emptyTypeahead);
  const selectedIndex = options.findIndex((option) => option.value === value);
  const selected = options[selectedIndex];

  const show = (index: number) => {
    setActive(Math.max(index, 0));
    setOpen(true);
    search.current = emptyTypeahead;
  };

  // The listbox takes focus as soon as it exists, so the next key already moves through the options.
  useLayoutEffect(() => {
    if (open) list.current?.focus();
  }, [open]);

  const hide = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const choose = (index: number) => {
    const option = options[index];
    hide(true);
    if (option !== undefined && option.value !== value) onChange(option.value);
  };

  const move = (index: number) => {
    const next = Math.max(0, Math.min(options.length - 1, index));
    setActive(next);
    list.current?.querySelector(`#${CSS.escape(`${id}-opt-${next}`)}`)?.scrollIntoView({ block: 'nearest' });
  };

  // Focus moved outside the whole control.
  const onBlur = (event: FocusEvent) => {
    if (open && !root.current?.contains(event.relatedTarget as Node | null)) hide(false);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (open) {
      onListKeyDown(event);
      return;
    }
    if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
      event.preventDefault();
      show(event.key === 'ArrowUp' && selectedIndex < 0 ? options.length - 1 : selectedIndex);
    }
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(active + 1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        move(active - 1);
        return;
      case 'Home':
      case 'PageUp':
        event.preventDefault();
        move(0);
        return;
      case 'End':
      case 'PageDown':
        event.preventDefault();
        move(options.length - 1);
        return;
      case 'Enter':
      case ' ':
        event.preventDefault();
        choose(active);
        return;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        hide(true);
        return;
      case 'Tab':
        hide(false);
        return;
    }
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const result = typeahead(
        search.current,
        event.key,
        performance.now(),
        options.map((o) => o.label),
        active,
      );
      search.current = result.state;
      if (result.index >= 0) move(result.index);
    }
  };

  return (
    <div ref={root} className={`${styles.select} ${tone === 'light' ? styles.light : ''} ${className ?? ''}`}>
      <span id={labelId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </span>
      <button
        ref={button}
        id={buttonId}
        type="button"
        className={styles.button}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-labelledby={`${labelId} ${id}-value`}
        aria-describedby={describedBy}
        onClick={() => (open ? hide(false) : show(selectedIndex))}
        onKeyDown={onButtonKeyDown}
        onBlur={onBlur}
      >
        <span id={`${id}-value`} className={styles.value}>
          {selected ? (
            <>
              {selected.icon}
              {renderValue ? renderValue(selected) : selected.label}
            </>
          ) : (
            placeholder
          )}
        </span>
        <ChevronDownIcon size={16} className={styles.chevron} />
      </button>
      {open && (
        <div
          ref={list}
          id={listId}
          role="listbox"
          tabIndex={-1}
          aria-labelledby={labelId}
          aria-activedescendant={active >= 0 ? `${id}-opt-${active}` : undefined}
          className={`${styles.list} ${align === 'end' ? styles.end : ''}`}
          onKeyDown={onListKeyDown}
          onBlur={onBlur}
        >
          {options.map((option, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: listbox keeps focus and points at options with aria-activedescendant
            // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox handles the keys for its options
            <div
              key={option.value}
              id={`${id}-opt-${index}`}
              role="option"
              aria-selected={option.value === value}
              className={`${styles.option} ${index === active ? styles.active : ''}`}
              onPointerMove={() => active !== index && setActive(index)}
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
            >
              {option.icon}
              <span>{option.label}</span>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
