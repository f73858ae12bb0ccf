'use client';

import type { Locale, Messages } from '@vitrina/locale';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useModals } from '@/components/modals/ModalProvider';
import { ModalSlot } from '@/components/modals/ModalSlot';
import { aroundNumber } from '@/lib/account/order-view';
import { readSuccessQuery } from '@/lib/cart/success-query';
import { useCart } from './CartProvider';
import styles from './Checkout.module.css';
import { PayAgainButton } from './PayAgainButton';

interface SuccessOrderModalProps {
  locale: Locale;
  texts: Messages['cart']['success'];
  closeLabel: string;
}

/**
 * docs/product.md §2 Home query, §4: `?success_order=True|False&orderId={id}` opens the success modal — thanks and the
 * order's number, or, when the card payment failed, that the order is kept and the shop will call. The cart
 * is fetched again (the order emptied it, and names the order it placed): the order's number comes from it,
 * never the id of the URL, which is a database row's (issue 20). A failed payment offers to pay again once the
 * cart names the order: the cart that placed it is what shows it is the visitor's. Closing the modal takes the
 * query out of the URL.
 */
export function SuccessOrderModal({ locale, texts, closeLabel }: SuccessOrderModalProps) {
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const { open } = useModals();
  const { cart, refresh } = useCart();
  const success = readSuccessQuery(params);

  const key = success === null ? null : `${success.paid}:${success.orderId}`;
  // The query whose cart has been fetched again: until then the line of the number is kept free.
  const [refreshed, setRefreshed] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once per order query
  useEffect(() => {
    if (key === null) return;
    open('success');
    void refresh().finally(() => setRefreshed(key));
  }, [key]);

  if (success === null) return null;
  const placed = cart?.placed_order?.id === success.orderId ? cart.placed_order : null;
  // A phone wraps the line before the number, never inside it ('VT-2026-' / '00042').
  const [before, after] = aroundNumber(texts.order);

  const leave = () => {
    const rest = new URLSearchParams(params.toString());
    rest.delete('success_order');
    rest.delete('orderId');
    const query = rest.toString();
    router.replace(query === '' ? pathname : `${pathname}?${query}`, { scroll: false });
  };

  return (
    <ModalSlot
      name="success"
      title={success.paid ? texts.title : texts.failedTitle}
      closeLabel={closeLabel}
      size="sm"
      onClosed={leave}
    >
      <div className={styles.form} data-testid="success-order">
        <p>{success.paid ? texts.text : texts.failedText}</p>
        {placed !== null ? (
          <p className={styles.total}>
            {before}
            <span className={styles.orderNumber}>{placed.number}</span>
            {after}
          </p>
        ) : refreshed !== key ? (
          <p className={styles.total} aria-hidden="true">
            {'\u00a0'}
          </p>
        ) : null}
        {!success.paid && placed !== null ? <PayAgainButton locale={locale} texts={texts} /> : null}
      </div>
    </ModalSlot>
  );
}
