'use client';

import { format } from '@vitrina/locale';
import { noServerErrors, type ServerErrors, serverErrors } from '@/lib/cart/field-errors';
import type { CartOutcome } from '../CartProvider';
import styles from '../Checkout.module.css';
import type { BrowserCart } from '../cart-requests';
import type { CheckoutSetup } from '../checkout-setup';

// What the three checkout steps share besides their messages (components/forms/use-form-attempt.ts, as every
// storefront form): one way to read a step's answer, and the step counter.

export interface StepFormProps {
  cart: BrowserCart;
  setup: CheckoutSetup;
  onFatal: (status: number) => void;
}

/** The id of a step's control for a field: 'checkout-email'. */
export const checkoutIdOf = (field: string): string => `checkout-${field}`;

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

export function StepCounter({ number, setup }: { number: number; setup: CheckoutSetup }) {
  return <p className={styles.stepCounter}>{format(setup.texts.step, { number })}</p>;
}
