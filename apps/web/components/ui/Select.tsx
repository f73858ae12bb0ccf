import { type ReactNode, useId } from 'react';
import { ChevronDownIcon } from './icons';
import styles from './Select.module.css';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

export interface SelectProps<V extends string> {
  label: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  options: readonly SelectOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
  /** What the select shows while nothing is chosen. */
  placeholder?: string;
  /** A face drawn over the closed select instead of the chosen label (the header's 'RO'); the list is unchanged. */
  renderValue?: (option: SelectOption<V>) => ReactNode;
  className?: string;
  /** 'light' for dark backgrounds. */
  tone?: 'default' | 'light';
  /** The select's id (a form focuses it when its value is missing). */
  id?: string;
  /** Ids of the texts that describe the control: its error message. */
  describedBy?: string;
}

/**
 * The platform's <select> under a visible or hidden label: the browser draws the list (the system picker on
 * a phone) and gives it its keys, type-ahead and name (docs/adr/0048).
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
  id,
  describedBy,
}: SelectProps<V>) {
  const ownId = useId();
  const selectId = id ?? ownId;
  const selected = options.find((option) => option.value === value);
  const face = renderValue !== undefined && selected !== undefined ? renderValue(selected) : null;

  return (
    <div className={`${styles.select} ${tone === 'light' ? styles.light : ''} ${className ?? ''}`}>
      <label htmlFor={selectId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <select
          id={selectId}
          className={`${styles.native} ${face !== null ? styles.underFace : ''}`}
          value={value ?? ''}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value as V)}
        >
          {value === null ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {face !== null ? (
          <span className={styles.face} aria-hidden="true">
            {face}
          </span>
        ) : null}
        <ChevronDownIcon size={16} className={styles.chevron} />
      </div>
    </div>
  );
}
