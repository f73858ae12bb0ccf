'use client';

import { type FieldProblems, hasNoProblems } from '@vitrina/forms';
import { format } from '@vitrina/locale';
import { useState } from 'react';
import { focusFirst } from '@/components/forms/FormField';
import { noServerErrors, type ServerErrors, serverErrors } from '@/lib/cart/field-errors';
import { shownErrors } from '@/lib/forms/shown-errors';
import type { CartOutcome } from '../CartProvider';
import styles from '../Checkout.module.css';
import type { BrowserCart } from '../cart-requests';
import type { CheckoutSetup } from '../checkout-setup';

// What the three checkout steps share: messages only after a submit attempt (SPEC §5), the browser's rule
// first and the server's 400 message otherwise, and one way to read a step's answer.

export interface StepFormProps {
  cart: BrowserCart;
  setup: CheckoutSetup;
  onFatal: (status: number) => void;
}

/** A step's answer: done (null), the server's field messages (400), or the error page. */
export function settle(
  outcome: CartOutcome,
  fields: readonly string[],
  setup: CheckoutSetup,
  onFatal: (status: number) => void,
): ServerErrors | null {
  if (outcome.ok) return null;
  if (outcome.status !== 400) {
    onFatal(outcome.status);
    return noServerErrors;
  }
  const errors = serverErrors(outcome.body, fields);
  return Object.keys(errors.fields).length === 0 && errors.general.length === 0
    ? { fields: {}, general: [setup.texts.failed] }
    : errors;
}

/** A step form's messages: what to show, the server's, and a submit attempt that focuses the first problem. */
export function useStepForm<F extends string>(problems: FieldProblems<F>, setup: CheckoutSetup) {
  const [attempted, setAttempted] = useState(false);
  const [server, setServer] = useState<ServerErrors>(noServerErrors);
  return {
    attempted,
    server,
    setServer,
    errors: shownErrors(attempted, problems, server, setup.fieldMessages),
    /** Marks a submit attempt; false (and the first field with a problem focused) while the form is invalid. */
    attempt(focusIds: readonly (string | null)[]): boolean {
      setAttempted(true);
      setServer(noServerErrors);
      if (hasNoProblems(problems)) return true;
      focusFirst([...focusIds]);
      return false;
    },
    /** Editing a field drops the server's message about it. */
    dropServerError(field: string) {
      if (server.fields[field] === undefined) return;
      const { [field]: _dropped, ...others } = server.fields;
      setServer({ ...server, fields: others });
    },
  };
}

export function StepCounter({ number, setup }: { number: number; setup: CheckoutSetup }) {
  return <p className={styles.stepCounter}>{format(setup.texts.step, { number })}</p>;
}
