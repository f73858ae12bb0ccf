'use client';

import type { InputHTMLAttributes } from 'react';
import styles from './Checkout.module.css';

interface CheckoutFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  id: string;
  label: string;
  value: string;
  /** The message under the field, shown only after a submit attempt (SPEC §5); null when none. */
  error: string | null;
  onValue: (value: string) => void;
}

/** A labelled text input whose error is linked to it (aria-invalid, aria-describedby). */
export function CheckoutField({ id, label, value, error, onValue, ...input }: CheckoutFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        value={value}
        aria-invalid={error !== null}
        aria-describedby={error !== null ? errorId : undefined}
        onChange={(event) => onValue(event.target.value)}
      />
      {error !== null ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Messages about the form as a whole (the server's), announced when they appear. */
export function FormProblems({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <div className={styles.problems} role="alert">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

/** Moves focus to the first field the form refused, so a keyboard or screen-reader user lands on it. */
export function focusFirst(ids: (string | null)[]): void {
  const id = ids.find((candidate) => candidate !== null);
  if (id) document.getElementById(id)?.focus();
}
