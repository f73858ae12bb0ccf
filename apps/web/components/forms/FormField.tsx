'use client';

import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import styles from './Form.module.css';

// The pieces every storefront form shares (checkout steps, account modals): a labelled input whose message
// is tied to it, the form's own messages on top, and focus on the first refused field.

/** What every labelled field takes: its id, label, value and message, and what to do with a typed value. */
export interface FieldProps {
  id: string;
  label: string;
  value: string;
  /** The message under the field, shown only after a submit attempt (docs/product.md §5); null when none. */
  error: string | null;
  onValue: (value: string) => void;
}

type FormFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'>;

/** A labelled text input whose error is linked to it (aria-invalid, aria-describedby). */
export function FormField({ id, label, value, error, onValue, ...input }: FormFieldProps) {
  return (
    <LabelledField id={id} label={label} error={error}>
      <input
        {...input}
        {...linkedTo(id, error)}
        id={id}
        value={value}
        onChange={(event) => onValue(event.target.value)}
      />
    </LabelledField>
  );
}

type TextAreaFieldProps = FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'onChange'>;

/** FormField for a longer text (a message). */
export function TextAreaField({ id, label, value, error, onValue, ...area }: TextAreaFieldProps) {
  return (
    <LabelledField id={id} label={label} error={error}>
      <textarea
        rows={5}
        {...area}
        {...linkedTo(id, error)}
        id={id}
        value={value}
        onChange={(event) => onValue(event.target.value)}
      />
    </LabelledField>
  );
}

/** A control (`children`, whose id is `id`) with its label above and its message below. */
export function LabelledField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The attributes that tie a control to its message; `described` names more of what describes it (a hint). */
export function linkedTo(id: string, error: string | null, described?: string) {
  const ids = [described, error !== null ? errorIdOf(id) : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': error !== null, 'aria-describedby': ids === '' ? undefined : ids };
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
