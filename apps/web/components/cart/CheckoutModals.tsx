'use client';

import type { PaymentMethod } from '@vitrina/contract';
import { maskPhone, NAME_MAX_LENGTH, PHONE_LENGTH } from '@vitrina/forms';
import { format, formatEuro, type Locale } from '@vitrina/locale';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { ModalSlot } from '@/components/modals/ModalSlot';
import { Select } from '@/components/ui/Select';
import {
  deliveryProblems,
  detailsProblems,
  isValid,
  type Problems,
  paymentProblems,
} from '@/lib/cart/checkout-rules';
import { type CheckoutStep, successHref } from '@/lib/cart/checkout-step';
import { noServerErrors, type ServerErrors, serverErrors } from '@/lib/cart/field-errors';
import { type CartOutcome, useCart } from './CartProvider';
import styles from './Checkout.module.css';
import { CheckoutField, FormProblems, focusFirst } from './CheckoutField';
import type { BrowserCart } from './cart-requests';
import type { CheckoutSetup } from './checkout-setup';

interface CheckoutModalsProps {
  locale: Locale;
  cart: BrowserCart;
  setup: CheckoutSetup;
  /** Opens a step (the URL follows; the modal of that step opens and closes the others). */
  onStep: (step: CheckoutStep) => void;
  /** The visitor closed a checkout modal. */
  onClosed: () => void;
  /** A failure the page cannot recover from (SPEC §8): the error page. */
  onFatal: (status: number) => void;
}

/**
 * The checkout of SPEC §4 Modals: order (personal data) → delivery → payment, each step sent to the cart
 * before the next opens. Field messages only after a submit attempt (SPEC §5), the server's too.
 */
export function CheckoutModals({ locale, cart, setup, onStep, onClosed, onFatal }: CheckoutModalsProps) {
  const { texts, closeLabel } = setup;
  return (
    <>
      <ModalSlot
        name="order"
        title={texts.details.title}
        closeLabel={closeLabel}
        size="sm"
        onClosed={onClosed}
      >
        <DetailsForm cart={cart} setup={setup} onDone={() => onStep('delivery')} onFatal={onFatal} />
      </ModalSlot>
      <ModalSlot
        name="delivery"
        title={texts.delivery.title}
        closeLabel={closeLabel}
        size="sm"
        onClosed={onClosed}
      >
        <DeliveryForm
          cart={cart}
          setup={setup}
          onBack={() => onStep('details')}
          onDone={() => onStep('payment')}
          onFatal={onFatal}
        />
      </ModalSlot>
      <ModalSlot
        name="payment"
        title={texts.payment.title}
        closeLabel={closeLabel}
        size="sm"
        onClosed={onClosed}
      >
        <PaymentForm
          locale={locale}
          cart={cart}
          setup={setup}
          onBack={() => onStep('delivery')}
          onFatal={onFatal}
        />
      </ModalSlot>
    </>
  );
}

interface StepFormProps {
  cart: BrowserCart;
  setup: CheckoutSetup;
  onFatal: (status: number) => void;
}

/** The messages to show: the browser's rule first, else the server's for that field; none before a submit. */
function shownErrors<F extends string>(
  attempted: boolean,
  problems: Problems<F>,
  server: ServerErrors,
  setup: CheckoutSetup,
): Record<F, string | null> {
  const shown = {} as Record<F, string | null>;
  for (const field of Object.keys(problems) as F[]) {
    const problem = problems[field];
    shown[field] = !attempted
      ? null
      : problem !== null
        ? setup.fieldMessages[problem]
        : (server.fields[field] ?? null);
  }
  return shown;
}

/** A step's answer: done, the server's field messages (400), or the error page. */
function settle(
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

function StepCounter({ number, setup }: { number: number; setup: CheckoutSetup }) {
  return <p className={styles.stepCounter}>{format(setup.texts.step, { number })}</p>;
}

const detailsFields = ['email', 'full_name', 'phone'] as const;

function DetailsForm({ cart, setup, onDone, onFatal }: StepFormProps & { onDone: () => void }) {
  const t = setup.texts.details;
  const { setUserDetails } = useCart();
  const [email, setEmail] = useState(cart.user_details?.email ?? '');
  const [fullName, setFullName] = useState(cart.user_details?.full_name ?? '');
  const [phone, setPhone] = useState(cart.user_details?.phone ?? '');
  const [attempted, setAttempted] = useState(false);
  const [server, setServer] = useState<ServerErrors>(noServerErrors);
  const [sending, setSending] = useState(false);

  const problems = detailsProblems({ email, full_name: fullName, phone });
  const errors = shownErrors(attempted, problems, server, setup);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    setServer(noServerErrors);
    if (!isValid(problems)) {
      focusFirst(detailsFields.map((field) => (problems[field] ? `checkout-${field}` : null)));
      return;
    }
    if (sending) return;
    setSending(true);
    const outcome = await setUserDetails({ email: email.trim(), full_name: fullName.trim(), phone });
    setSending(false);
    const refused = settle(outcome, detailsFields, setup, onFatal);
    if (refused === null) onDone();
    else setServer(refused);
  };

  // Editing a field drops the server's message about it.
  const edit = (field: (typeof detailsFields)[number], set: (value: string) => void) => (value: string) => {
    set(value);
    if (server.fields[field] !== undefined) {
      const { [field]: _dropped, ...others } = server.fields;
      setServer({ ...server, fields: others });
    }
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
        maxLength={64}
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

const deliveryFields = ['city', 'street', 'house', 'apartment'] as const;

function DeliveryForm({
  cart,
  setup,
  onBack,
  onDone,
  onFatal,
}: StepFormProps & { onBack: () => void; onDone: () => void }) {
  const t = setup.texts.delivery;
  const { setDelivery } = useCart();
  const saved = cart.delivery_details;
  const [city, setCity] = useState<string>(saved?.city ?? '');
  const [street, setStreet] = useState(saved?.street ?? '');
  const [house, setHouse] = useState(saved?.house ?? '');
  const [apartment, setApartment] = useState(saved?.apartment ?? '');
  const [attempted, setAttempted] = useState(false);
  const [server, setServer] = useState<ServerErrors>(noServerErrors);
  const [sending, setSending] = useState(false);

  const problems = deliveryProblems({ city, street, house, apartment });
  const errors = shownErrors(attempted, problems, server, setup);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    setServer(noServerErrors);
    if (!isValid(problems)) {
      focusFirst(deliveryFields.map((field) => (problems[field] ? `checkout-${field}` : null)));
      return;
    }
    if (sending) return;
    setSending(true);
    const outcome = await setDelivery({
      delivery_type: 'delivery',
      city,
      street: street.trim(),
      house: house.trim(),
      apartment: apartment.trim(),
    });
    setSending(false);
    const refused = settle(outcome, deliveryFields, setup, onFatal);
    if (refused === null) onDone();
    else setServer(refused);
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} data-testid="checkout-delivery">
      <StepCounter number={2} setup={setup} />
      <p className={styles.text}>{t.text}</p>
      <FormProblems messages={server.general} />
      <div className={styles.field}>
        <Select
          id="checkout-city"
          label={t.city}
          placeholder={t.cityPlaceholder}
          options={setup.cities}
          value={city === '' ? null : city}
          describedBy={errors.city !== null ? 'checkout-city-error' : undefined}
          onChange={setCity}
        />
        {errors.city !== null ? (
          <p id="checkout-city-error" className={styles.error}>
            {errors.city}
          </p>
        ) : null}
      </div>
      <CheckoutField
        id="checkout-street"
        label={t.street}
        autoComplete="address-line1"
        maxLength={120}
        value={street}
        error={errors.street}
        onValue={setStreet}
      />
      <div className={styles.pair}>
        <CheckoutField
          id="checkout-house"
          label={t.house}
          maxLength={120}
          value={house}
          error={errors.house}
          onValue={setHouse}
        />
        <CheckoutField
          id="checkout-apartment"
          label={t.apartment}
          maxLength={120}
          value={apartment}
          error={errors.apartment}
          onValue={setApartment}
        />
      </div>
      <div className={styles.actions}>
        <button type="button" className="btn btn--outline" onClick={onBack}>
          {setup.texts.back}
        </button>
        <button type="submit" className="btn btn--accent" disabled={sending}>
          {sending ? setup.texts.saving : setup.texts.next}
        </button>
      </div>
    </form>
  );
}

const paymentFields = ['payment_method', 'use_bonuses', 'bonus_quantity'] as const;

function PaymentForm({
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
  const [useBonuses, setUseBonuses] = useState(available > 0 && (saved?.use_bonuses ?? false));
  const [bonusQuantity, setBonusQuantity] = useState(String(saved?.bonus_quantity ?? 0));
  const [agreed, setAgreed] = useState(false);
  const [comment, setComment] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [server, setServer] = useState<ServerErrors>(noServerErrors);
  const [phase, setPhase] = useState<'idle' | 'placing' | 'redirecting'>('idle');

  const problems = paymentProblems({ method, agreed });
  const errors = shownErrors(attempted, problems, server, setup);
  const bonusError = attempted ? (server.fields.bonus_quantity ?? server.fields.use_bonuses ?? null) : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    setServer(noServerErrors);
    if (!isValid(problems) || method === null) {
      focusFirst([
        problems.payment_method ? `checkout-method-${setup.paymentMethods[0]?.value}` : null,
        problems.agreement ? 'checkout-agreement' : null,
      ]);
      return;
    }
    if (phase !== 'idle') return;
    setPhase('placing');
    const quantity = useBonuses
      ? Math.max(0, Math.min(available, Number.parseInt(bonusQuantity, 10) || 0))
      : 0;
    const payment = await setPayment({
      payment_method: method,
      use_bonuses: useBonuses,
      bonus_quantity: quantity,
    });
    const refused = settle(payment, paymentFields, setup, onFatal);
    if (refused !== null) {
      setServer(refused);
      setPhase('idle');
      return;
    }
    const placed = await createOrder(comment.trim());
    if (!placed.ok) {
      setServer(settle(placed, [], setup, onFatal) ?? noServerErrors);
      setPhase('idle');
      return;
    }
    const payUrl = placed.order.payment_data?.result.payUrl;
    if (payUrl) {
      // SPEC §4: a card payment continues on the bank's page, which brings the visitor back to the home page.
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
            disabled={available <= 0}
            aria-describedby="checkout-bonuses-available"
            onChange={(event) => setUseBonuses(event.target.checked)}
          />
          <span>{t.useBonuses}</span>
        </label>
        <p id="checkout-bonuses-available" className={styles.note}>
          {format(t.bonusesAvailable, { count: available })}
        </p>
        {useBonuses ? (
          <CheckoutField
            id="checkout-bonus_quantity"
            label={t.bonusQuantity}
            inputMode="numeric"
            maxLength={9}
            value={bonusQuantity}
            error={bonusError}
            onValue={(value) => setBonusQuantity(value.replace(/\D+/g, ''))}
          />
        ) : null}
      </div>

      <div className={styles.field}>
        <label htmlFor="checkout-comment">{t.comment}</label>
        <textarea
          id="checkout-comment"
          rows={3}
          maxLength={2000}
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
            <Link href={setup.policyHref} target="_blank" rel="noopener">
              {t.agreementLink}
            </Link>
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
