'use client';

import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './Form.module.css';

// The pieces every storefront form shares (checkout steps, account modals): a labelled input whose message
// is tied to it, the form's own messages on top, and focus on the first refused field.

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  id: string;
  label: string;
  value: string;
  /** The message under the field, shown only after a submit attempt (SPEC §5); null when none. */
  error: string | null;
  onValue: (value: string) => void;
}

/** A labelled text input whose error is linked to it (aria-invalid, aria-describedby). */
export function FormField({ id, label, value, error, onValue, ...input }: FormFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        value={value}
        aria-invalid={error !== null}
        aria-describedby={error !== null ? errorIdOf(id) : undefined}
        onChange={(event) => onValue(event.target.value)}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The id of a control's message, for controls that are not a FormField (a Select, a checkbox). */
export const errorIdOf = (id: string): string => `${id}-error`;

/** The message under a control; nothing when it has none. */
export function FieldError({ id, error }: { id: string; error: string | null }) {
  if (error === null) return null;
  return (
    <p id={errorIdOf(id)} className={styles.error}>
      {error}
    </p>
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

/** A line that a write went through ('Saved'), announced politely. */
export function FormStatus({ children }: { children: ReactNode }) {
  return (
    <p className={styles.status} role="status">
      {children}
    </p>
  );
}

/** Moves focus to the first field the form refused, so a keyboard or screen-reader user lands on it. */
export function focusFirst(ids: (string | null)[]): void {
  const id = ids.find((candidate) => candidate !== null);
  if (id) document.getElementById(id)?.focus();
}
