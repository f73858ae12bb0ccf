'use client';

import { COUPON_CODE_MAX_LENGTH } from '@vitrina/forms';
import { format, formatEuro, type Locale, localeRecord, type Messages } from '@vitrina/locale';
import { type FormEvent, type ReactNode, useState } from 'react';
import { serverErrors } from '@/lib/cart/field-errors';
import { totalRows } from '@/lib/cart/total-rows';
import styles from './Cart.module.css';
import type { CartOutcome } from './CartProvider';
import type { BrowserCart } from './cart-requests';

interface CartSummaryProps {
  locale: Locale;
  cart: BrowserCart;
  texts: Messages['cart'];
  onApplyCoupon: (code: string) => Promise<CartOutcome>;
  onRemoveCoupon: () => Promise<CartOutcome>;
  /** The "checkout" button. */
  action: ReactNode;
}

/** docs/product.md §3 Cart: the coupon, every total (common → grand total) and the order's characteristics. */
export function CartSummary({
  locale,
  cart,
  texts,
  onApplyCoupon,
  onRemoveCoupon,
  action,
}: CartSummaryProps) {
  const t = texts.totals;
  const { totals, characteristics } = cart;
  const euro = (cents: number) => formatEuro(cents, locale, 'always');
  const number = new Intl.NumberFormat(localeRecord(locale).iso, { maximumFractionDigits: 2 });
  const c = texts.characteristics;
  return (
    <aside className={styles.summaryPanel} aria-labelledby="cart-totals-heading">
      <CouponForm
        texts={texts.coupon}
        coupon={cart.coupon}
        onApply={onApplyCoupon}
        onRemove={onRemoveCoupon}
      />
      <h2 id="cart-totals-heading" className={styles.panelHeading}>
        {t.heading}
      </h2>
      <dl className={styles.totals} data-testid="cart-totals">
        {totalRows(totals, t, cart.coupon?.code ?? null).map(({ key, label, cents }) => (
          <div key={key} className={styles.totalRow} data-total={key}>
            <dt>
              {label}
              {key === 'delivery' ? <span className={styles.note}>{t.deliveryNote}</span> : null}
            </dt>
            <dd>{key === 'delivery' && cents === 0 ? t.deliveryFree : euro(cents)}</dd>
          </div>
        ))}
        <div className={`${styles.totalRow} ${styles.grand}`} data-total="grand_total">
          <dt>{t.grandTotal}</dt>
          <dd data-testid="cart-grand-total">{euro(totals.grand_total)}</dd>
        </div>
      </dl>
      {action}
      <h2 className={styles.panelHeading}>{c.heading}</h2>
      <dl className={styles.characteristics} data-testid="cart-characteristics">
        <div>
          <dt>{c.totalArea}</dt>
          <dd>{format(c.area, { value: number.format(characteristics.total_area) })}</dd>
        </div>
        <div>
          <dt>{c.linearMetres}</dt>
          <dd>{format(c.metres, { value: number.format(characteristics.linear_metres) })}</dd>
        </div>
        <div>
          <dt>{c.windows}</dt>
          <dd>{characteristics.windows}</dd>
        </div>
        <div>
          <dt>{c.doors}</dt>
          <dd>{characteristics.doors}</dd>
        </div>
      </dl>
    </aside>
  );
}

interface CouponFormProps {
  texts: Messages['cart']['coupon'];
  coupon: BrowserCart['coupon'];
  onApply: (code: string) => Promise<CartOutcome>;
  onRemove: () => Promise<CartOutcome>;
}

/** The coupon field: apply a code (the server's message under it when refused) or remove the one applied. */
function CouponForm({ texts, coupon, onApply, onRemove }: CouponFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (coupon !== null) {
    return (
      <div className={styles.coupon}>
        <p className={styles.couponApplied} data-testid="cart-coupon">
          {format(texts.applied, { code: coupon.code, label: coupon.label })}
        </p>
        <button
          type="button"
          className="btn btn--outline"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            await onRemove();
            setBusy(false);
          }}
        >
          {texts.remove}
        </button>
      </div>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim() === '' || busy) return;
    setBusy(true);
    const outcome = await onApply(code.trim());
    setBusy(false);
    if (outcome.ok) {
      setCode('');
      setError(null);
    } else {
      const errors = serverErrors(outcome.body, ['code']);
      setError(errors.fields.code ?? errors.general[0] ?? texts.label);
    }
  };

  return (
    <form className={styles.coupon} noValidate onSubmit={submit}>
      <label htmlFor="cart-coupon-code">{texts.label}</label>
      <div className={styles.couponRow}>
        <input
          id="cart-coupon-code"
          name="code"
          autoComplete="off"
          maxLength={COUPON_CODE_MAX_LENGTH}
          value={code}
          aria-invalid={error !== null}
          aria-describedby={error !== null ? 'cart-coupon-error' : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
        />
        <button type="submit" className="btn btn--outline" disabled={busy}>
          {texts.apply}
        </button>
      </div>
      {error !== null ? (
        <p id="cart-coupon-error" className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
