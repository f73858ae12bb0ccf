'use client';

import { format, type Messages } from '@vitrina/locale';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { useModals } from '@/components/modals/ModalProvider';
import { ModalSlot } from '@/components/modals/ModalSlot';
import { readSuccessQuery } from '@/lib/cart/success-query';
import { useCart } from './CartProvider';
import styles from './Checkout.module.css';

interface SuccessOrderModalProps {
  texts: Messages['cart']['success'];
  closeLabel: string;
}

/**
 * docs/product.md §2 Home query, §4: `?success_order=True|False&orderId={id}` opens the success modal — thanks and the
 * order's number, or, when the card payment failed, that the order is kept and the shop will call. The cart
 * is fetched again (the order emptied it). Closing the modal takes the query out of the URL.
 */
export function SuccessOrderModal({ texts, closeLabel }: SuccessOrderModalProps) {
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const { open } = useModals();
  const { cart, refresh } = useCart();
  const success = readSuccessQuery(params);

  const key = success === null ? null : `${success.paid}:${success.orderId}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once per order query
  useEffect(() => {
    if (key === null) return;
    open('success');
    void refresh();
  }, [key]);

  if (success === null) return null;
  const number = cart?.placed_order?.id === success.orderId ? cart.placed_order.number : success.orderId;

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
        {number !== null ? <p className={styles.total}>{format(texts.order, { number })}</p> : null}
      </div>
    </ModalSlot>
  );
}
