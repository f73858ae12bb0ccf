'use client';

import type { PaymentMethod } from '@vitrina/contract';
import { ORDER_COMMENT_MAX_LENGTH } from '@vitrina/forms';
import { format, formatEuro, type Locale } from '@vitrina/locale';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { FormField, FormProblems } from '@/components/forms/FormField';
import { useFormAttempt } from '@/components/forms/use-form-attempt';
import { bonusesToSpend, paymentProblems } from '@/lib/cart/checkout-rules';
import { successHref } from '@/lib/cart/checkout-step';
import { useCart } from '../CartProvider';
import styles from '../Checkout.module.css';
import { StepCounter, type StepFormProps, settle } from './step-form';

const paymentFields = ['payment_method', 'use_bonuses', 'bonus_quantity'] as const;

/** Step 3: the payment method, bonuses, comment and the order agreement; places the order. */
export function PaymentForm({
  locale,
  cart,
  setup,
  onBack,
  onFatal,
}: StepFormProps & { locale: Locale; onBack: () => void }) {
  const t = setup.texts.payment;
  const { setPayment, createOrder } = useCart();
  const router = useRouter();
  const saved = cart.payment_details;
  const [method, setMethod] = useState<PaymentMethod | null>(saved?.payment_method ?? null);
  const available = cart.bonuses_available;
  // The most this order allows, computed by the API (issue 20): ticking "use bonuses" spends it unless
  // the customer types less.
  const allowed = cart.bonuses_max;
  const [useBonuses, setUseBonuses] = useState(allowed > 0 && (saved?.use_bonuses ?? false));
  const [bonusQuantity, setBonusQuantity] = useState(
    String(saved?.use_bonuses === true ? saved.bonus_quantity : allowed),
  );
  const [agreed, setAgreed] = useState(false);
  const [comment, setComment] = useState('');
  const [phase, setPhase] = useState<'idle' | 'placing' | 'redirecting'>('idle');

  const spent = useBonuses ? bonusesToSpend(bonusQuantity, allowed) : 0;
  const problems = paymentProblems({ method, useBonuses, bonusQuantity: spent, agreed });
  const { errors, server, show, attempt } = useFormAttempt(problems, setup.fieldMessages, (field) =>
    field === 'payment_method'
      ? `checkout-method-${setup.paymentMethods[0]?.value}`
      : field === 'bonus_quantity'
        ? 'checkout-bonus_quantity'
        : 'checkout-agreement',
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const ready = attempt();
    if (!ready || method === null) return;
    if (phase !== 'idle') return;
    setPhase('placing');
    const payment = await setPayment({
      payment_method: method,
      use_bonuses: useBonuses,
      bonus_quantity: spent,
    });
    const refused = settle(payment, paymentFields, setup, onFatal);
    if (refused !== null) {
      show(refused);
      setPhase('idle');
      return;
    }
    const placed = await createOrder(comment.trim());
    if (!placed.ok) {
      const refusedOrder = settle(placed, [], setup, onFatal);
      if (refusedOrder !== null) show(refusedOrder);
      setPhase('idle');
      return;
    }
    const payUrl = placed.order.payment_data?.result.payUrl;
    if (payUrl) {
      // docs/product.md §4: a card payment continues on the bank's page, which brings the visitor back to the home page.
      setPhase('redirecting');
      window.location.assign(payUrl);
      return;
    }
    router.push(successHref(setup.homeHref, placed.order.order.id));
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} data-testid="checkout-payment">
      <StepCounter number={3} setup={setup} />
      <FormProblems messages={server.general} />
      <fieldset
        className={styles.fieldset}
        aria-describedby={errors.payment_method !== null ? 'checkout-method-error' : undefined}
      >
        <legend>{t.method}</legend>
        {setup.paymentMethods.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              id={`checkout-method-${option.value}`}
              type="radio"
              name="payment_method"
              value={option.value}
              checked={method === option.value}
              aria-invalid={errors.payment_method !== null}
              onChange={() => setMethod(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
        {errors.payment_method !== null ? (
          <p id="checkout-method-error" className={styles.error}>
            {errors.payment_method}
          </p>
        ) : null}
      </fieldset>

      <div className={styles.bonuses}>
        <label className={styles.choice}>
          <input
            type="checkbox"
            checked={useBonuses}
            disabled={allowed <= 0}
            aria-describedby="checkout-bonuses-available"
            onChange={(event) => {
              setUseBonuses(event.target.checked);
              // Ticked again after the field was emptied: the most the order allows, once more.
              if (event.target.checked && bonusesToSpend(bonusQuantity, allowed) === 0)
                setBonusQuantity(String(allowed));
            }}
          />
          <span>{t.useBonuses}</span>
        </label>
        <p id="checkout-bonuses-available" className={styles.note}>
          {format(t.bonusesAvailable, { count: available })}
          {useBonuses ? `; ${format(t.bonusesMax, { max: allowed })}` : null}
        </p>
        {useBonuses ? (
          <FormField
            id="checkout-bonus_quantity"
            label={t.bonusQuantity}
            inputMode="numeric"
            maxLength={9}
            value={bonusQuantity}
            error={errors.bonus_quantity}
            onValue={(value) => setBonusQuantity(value.replace(/\D+/g, ''))}
          />
        ) : null}
      </div>

      <div className={styles.field}>
        <label htmlFor="checkout-comment">{t.comment}</label>
        <textarea
          id="checkout-comment"
          rows={3}
          maxLength={ORDER_COMMENT_MAX_LENGTH}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>

      <div className={styles.agreement}>
        <label className={styles.choice}>
          <input
            id="checkout-agreement"
            type="checkbox"
            checked={agreed}
            aria-invalid={errors.agreement !== null}
            aria-describedby={errors.agreement !== null ? 'checkout-agreement-error' : undefined}
            onChange={(event) => setAgreed(event.target.checked)}
          />
          <span>
            {t.agreementBefore}
            <a data-routed="" href={setup.policyHref} target="_blank" rel="noopener">
              {t.agreementLink}
            </a>
          </span>
        </label>
        {errors.agreement !== null ? (
          <p id="checkout-agreement-error" className={styles.error}>
            {errors.agreement}
          </p>
        ) : null}
      </div>

      <p className={styles.total}>
        {format(t.total, { total: formatEuro(cart.totals.grand_total, locale, 'always') })}
      </p>
      <div className={styles.actions}>
        <button type="button" className="btn btn--outline" onClick={onBack} disabled={phase !== 'idle'}>
          {setup.texts.back}
        </button>
        <button type="submit" className="btn btn--accent" disabled={phase !== 'idle'}>
          {phase === 'placing' ? t.placing : phase === 'redirecting' ? t.redirecting : t.submit}
        </button>
      </div>
    </form>
  );
}
