'use client';

import type { CartItem } from '@vitrina/contract';
import type { Locale, Messages } from '@vitrina/locale';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { lazy, Suspense, useEffect, useState } from 'react';
import { failure } from '@/components/configurator/calculator-requests';
import { BookMeasurementButton } from '@/components/measurement/BookMeasurementButton';
import { useModals } from '@/components/modals/ModalProvider';
import type { ModalName } from '@/components/modals/modal-stack';
import { OfferActions } from '@/components/offers/OfferActions';
import { requestCartOffer } from '@/components/offers/offer-requests';
import type { PriceActionTexts } from '@/components/offers/price-action-texts';
import { type CheckoutStep, checkoutSteps, reachableStep, stepHref } from '@/lib/cart/checkout-step';
import { serverErrors } from '@/lib/cart/field-errors';
import { configuredItems } from '@/lib/measurement/carried-calculations';
import styles from './Cart.module.css';
import { CartItemRow } from './CartItemRow';
import { useCart } from './CartProvider';
import { CartSteps } from './CartSteps';
import { CartSummary } from './CartSummary';
import type { CheckoutSetup } from './checkout-setup';

// The checkout forms (and the phone mask, the city list, the payment step) load when the visitor starts the
// checkout, not with the cart page.
const CheckoutModals = lazy(() =>
  import('./CheckoutModals').then((module) => ({ default: module.CheckoutModals })),
);

/** The modal of each checkout step (docs/product.md §4 Modals: order → delivery → payment). */
const stepModals: Record<CheckoutStep, ModalName> = {
  details: 'order',
  delivery: 'delivery',
  payment: 'payment',
};

export interface CalculatorLink {
  title: string;
  href: string;
}

interface CartViewProps {
  locale: Locale;
  texts: Messages['cart'];
  /** The calculators, for the empty cart. */
  calculators: CalculatorLink[];
  calculatorsHref: string;
  checkout: CheckoutSetup;
  priceActions: PriceActionTexts;
}

/**
 * The cart page's body (docs/product.md §2 Cart steps, §3 Cart): steps, hint, items with their quantity inputs, coupon,
 * totals and characteristics; the checkout runs in the modals of docs/product.md §4, its step kept in the URL.
 */
export function CartView({
  locale,
  texts,
  calculators,
  calculatorsHref,
  checkout,
  priceActions,
}: CartViewProps) {
  const { cart, status, setQuantity, removeItem, applyCoupon, removeCoupon } = useCart();
  const { open, close } = useModals();
  const router = useRouter();
  const pathname = usePathname();
  const requested = useSearchParams().get('step');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [fatal, setFatal] = useState<Error | null>(null);
  if (fatal !== null) throw fatal;

  const items = cart?.items ?? [];
  const step =
    status === 'ready'
      ? reachableStep(requested, {
          items: items.length,
          hasUserDetails: cart?.user_details != null,
          hasDelivery: cart?.delivery_details != null,
        })
      : null;
  const [started, setStarted] = useState(false);
  if (step !== null && !started) setStarted(true);

  // A step the cart cannot be at yet (a stale link, a reload after the cart changed) is corrected in the URL.
  useEffect(() => {
    if (status === 'ready' && requested !== null && requested !== step)
      router.replace(stepHref(pathname, step));
  }, [status, requested, step, pathname, router]);

  // The URL says which checkout modal is open; opening one closes the others (docs/product.md §4).
  useEffect(() => {
    if (step !== null) open(stepModals[step]);
    else for (const name of Object.values(stepModals)) close(name);
  }, [step, open, close]);

  const goTo = (next: CheckoutStep | null, how: 'push' | 'replace' = 'push') => {
    const href = stepHref(pathname, next);
    if (how === 'push') router.push(href, { scroll: false });
    else router.replace(href, { scroll: false });
  };

  /** A write's failure: a 400 is said above the items, anything else is the error page (docs/product.md §8). */
  const settle = (outcome: { ok: true } | { ok: false; status: number; body: unknown }) => {
    if (outcome.ok) {
      setProblem(null);
      return;
    }
    if (outcome.status === 400) {
      const errors = serverErrors(outcome.body);
      setProblem(errors.general[0] ?? texts.loadFailed);
      return;
    }
    setFatal(failure(outcome.status));
  };

  const changeQuantity = async (item: CartItem, quantity: number) =>
    settle(await setQuantity(item.id, quantity));
  const remove = async (item: CartItem) => {
    setBusy(true);
    settle(await removeItem(item.id));
    setBusy(false);
  };

  const current = step ?? 'cart';

  return (
    <div className={styles.cart}>
      <CartSteps current={current} texts={texts.steps} />
      <p className={styles.hint}>{texts.hint}</p>

      {status === 'loading' && cart === null ? (
        <p className={styles.loading} role="status">
          {texts.loading}
        </p>
      ) : status === 'failed' && cart === null ? (
        <p className={styles.error} role="alert">
          {texts.loadFailed}
        </p>
      ) : items.length === 0 || cart === null ? (
        <div className={styles.empty} data-testid="cart-empty">
          <p>{texts.empty.text}</p>
          <ul className={styles.calculatorLinks}>
            {calculators.map((calculator) => (
              <li key={calculator.href}>
                <a data-routed="" href={calculator.href}>
                  {calculator.title}
                </a>
              </li>
            ))}
          </ul>
          <a data-routed="" className="btn btn--accent" href={calculatorsHref}>
            {texts.empty.calculators}
          </a>
        </div>
      ) : (
        <div className={styles.layout}>
          <section className={styles.items} aria-labelledby="cart-items-heading">
            <h2 id="cart-items-heading" className="visually-hidden">
              {texts.items.heading}
            </h2>
            {problem !== null ? (
              <p className={styles.error} role="alert">
                {problem}
              </p>
            ) : null}
            <ul className={styles.itemList}>
              {items.map((item) => (
                <CartItemRow
                  key={item.id}
                  locale={locale}
                  item={item}
                  texts={texts}
                  busy={busy}
                  onQuantity={changeQuantity}
                  onRemove={remove}
                />
              ))}
            </ul>
          </section>
          <CartSummary
            locale={locale}
            cart={cart}
            texts={texts}
            onApplyCoupon={applyCoupon}
            onRemoveCoupon={removeCoupon}
            action={
              <>
                <button
                  type="button"
                  className={`btn btn--accent ${styles.checkout}`}
                  aria-haspopup="dialog"
                  onClick={() => goTo(checkoutSteps[0])}
                >
                  {texts.checkout}
                </button>
                <BookMeasurementButton
                  locale={locale}
                  texts={priceActions.measurement}
                  className={`btn btn--outline ${styles.checkout}`}
                  configurations={configuredItems(items)}
                />
                <OfferActions
                  locale={locale}
                  texts={priceActions}
                  subject={items.map((item) => `${item.id}:${item.quantity}:${item.total_price}`).join(',')}
                  make={() => requestCartOffer(locale)}
                />
              </>
            }
          />
        </div>
      )}

      {started && cart !== null ? (
        <Suspense fallback={null}>
          <CheckoutModals
            locale={locale}
            cart={cart}
            setup={checkout}
            onStep={(next) => goTo(next)}
            onClosed={() => goTo(null, 'replace')}
            onFatal={(status) => setFatal(failure(status))}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
