'use client';

import { EMAIL_MAX_LENGTH, maskPhone, NAME_MAX_LENGTH, PHONE_LENGTH } from '@vitrina/forms';
import { type FormEvent, useState } from 'react';
import { detailsProblems } from '@/lib/cart/checkout-rules';
import { useCart } from '../CartProvider';
import styles from '../Checkout.module.css';
import { CheckoutField, FormProblems } from '../CheckoutField';
import { StepCounter, type StepFormProps, settle, useStepForm } from './step-form';

const detailsFields = ['email', 'full_name', 'phone'] as const;

/** Step 1, the order modal: e-mail, full name and phone with the +373 mask (SPEC §5 order account). */
export function DetailsForm({ cart, setup, onDone, onFatal }: StepFormProps & { onDone: () => void }) {
  const t = setup.texts.details;
  const { setUserDetails } = useCart();
  const [email, setEmail] = useState(cart.user_details?.email ?? '');
  const [fullName, setFullName] = useState(cart.user_details?.full_name ?? '');
  const [phone, setPhone] = useState(cart.user_details?.phone ?? '');
  const [sending, setSending] = useState(false);
  const problems = detailsProblems({ email, full_name: fullName, phone });
  const { errors, server, setServer, attempt, dropServerError } = useStepForm(problems, setup);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!attempt(detailsFields.map((field) => (problems[field] ? `checkout-${field}` : null)))) return;
    if (sending) return;
    setSending(true);
    const outcome = await setUserDetails({ email: email.trim(), full_name: fullName.trim(), phone });
    setSending(false);
    const refused = settle(outcome, detailsFields, setup, onFatal);
    if (refused === null) onDone();
    else setServer(refused);
  };

  const edit = (field: (typeof detailsFields)[number], set: (value: string) => void) => (value: string) => {
    set(value);
    dropServerError(field);
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} data-testid="checkout-details">
      <StepCounter number={1} setup={setup} />
      <p className={styles.text}>{t.text}</p>
      <FormProblems messages={server.general} />
      <CheckoutField
        id="checkout-email"
        label={t.email}
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        value={email}
        error={errors.email}
        onValue={edit('email', setEmail)}
      />
      <CheckoutField
        id="checkout-full_name"
        label={t.fullName}
        autoComplete="name"
        maxLength={NAME_MAX_LENGTH}
        value={fullName}
        error={errors.full_name}
        onValue={edit('full_name', setFullName)}
      />
      <CheckoutField
        id="checkout-phone"
        label={t.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+373 (6__) ___-__"
        maxLength={PHONE_LENGTH}
        value={phone}
        error={errors.phone}
        onValue={edit('phone', (value) => setPhone(maskPhone(value)))}
      />
      <div className={styles.actions}>
        <button type="submit" className="btn btn--accent" disabled={sending}>
          {sending ? setup.texts.saving : setup.texts.next}
        </button>
      </div>
    </form>
  );
}
