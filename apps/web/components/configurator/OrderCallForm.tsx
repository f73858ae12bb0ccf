'use client';

import { PHONE_LENGTH, PHONE_PLACEHOLDER, phoneProblem } from '@vitrina/forms';
import type { Messages } from '@vitrina/locale';
import { type FormEvent, useState } from 'react';
import { maskPhoneInput } from '@/components/forms/PhoneField';
import styles from './Configurator.module.css';

export interface OrderCallTexts {
  form: Messages['configurator']['orderCall'];
  /** @vitrina/forms messages of the page's language. */
  required: string;
  invalidPhone: string;
}

interface OrderCallFormProps {
  texts: OrderCallTexts;
  /** Sends the request; resolves when done (the success modal replaces this one). */
  onSend: (client: { client_name: string; client_phone: string }) => Promise<void>;
}

/**
 * docs/product.md §5 Order from cart: the name is required and the phone follows the callback rules (the +373 mask,
 * 17 characters, not one digit repeated). Messages appear only after a submit attempt (docs/product.md §5).
 */
export function OrderCallForm({ texts, onSend }: OrderCallFormProps) {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);

  const nameError = name.trim() === '' ? texts.required : null;
  const phoneCode = phoneProblem(phone);
  const phoneError =
    phoneCode === null ? null : phoneCode === 'required' ? texts.required : texts.invalidPhone;
  const showName = attempted && nameError !== null;
  const showPhone = attempted && phoneError !== null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (nameError !== null || phoneError !== null || sending) return;
    setSending(true);
    try {
      await onSend({ client_name: name.trim(), client_phone: phone });
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <p>{texts.form.text}</p>
      <div className={styles.field}>
        <label htmlFor="order-call-name">{texts.form.name}</label>
        <input
          id="order-call-name"
          name="client_name"
          autoComplete="name"
          value={name}
          maxLength={100}
          aria-invalid={showName}
          aria-describedby={showName ? 'order-call-name-error' : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        {showName ? (
          <p id="order-call-name-error" className={styles.problem}>
            {nameError}
          </p>
        ) : null}
      </div>
      <div className={styles.field}>
        <label htmlFor="order-call-phone">{texts.form.phone}</label>
        <input
          id="order-call-phone"
          name="client_phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder={PHONE_PLACEHOLDER}
          value={phone}
          maxLength={PHONE_LENGTH}
          aria-invalid={showPhone}
          aria-describedby={showPhone ? 'order-call-phone-error' : undefined}
          onChange={(event) => setPhone(maskPhoneInput(event.target))}
        />
        {showPhone ? (
          <p id="order-call-phone-error" className={styles.problem}>
            {phoneError}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn btn--accent" disabled={sending}>
        {sending ? texts.form.sending : texts.form.submit}
      </button>
    </form>
  );
}
