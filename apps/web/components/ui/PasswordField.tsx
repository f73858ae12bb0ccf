'use client';

import { type InputHTMLAttributes, useId, useState } from 'react';
import { EyeIcon, EyeOffIcon } from './icons';
import styles from './PasswordField.module.css';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  /** Accessible name of the show/hide toggle, e.g. 'Arată parola' (its state is aria-pressed). */
  toggleLabel: string;
  error?: string;
}

/** A password input with a show/hide toggle button. */
export function PasswordField({ label, toggleLabel, error, id, className, ...input }: PasswordFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const [visible, setVisible] = useState(false);
  const errorId = `${inputId}-error`;

  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          {...input}
          id={inputId}
          type={visible ? 'text' : 'password'}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : input['aria-describedby']}
          autoCapitalize="off"
          spellCheck={false}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-label={toggleLabel}
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
        </button>
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
