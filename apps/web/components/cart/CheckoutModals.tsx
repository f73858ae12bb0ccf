'use client';

import type { Locale } from '@vitrina/locale';
import { ModalSlot } from '@/components/modals/ModalSlot';
import type { CheckoutStep } from '@/lib/cart/checkout-step';
import type { BrowserCart } from './cart-requests';
import { DeliveryForm } from './checkout/DeliveryForm';
import { DetailsForm } from './checkout/DetailsForm';
import { PaymentForm } from './checkout/PaymentForm';
import type { CheckoutSetup } from './checkout-setup';

interface CheckoutModalsProps {
  locale: Locale;
  cart: BrowserCart;
  setup: CheckoutSetup;
  /** Opens a step (the URL follows; the modal of that step opens and closes the others). */
  onStep: (step: CheckoutStep) => void;
  /** The visitor closed a checkout modal. */
  onClosed: () => void;
  /** A failure the page cannot recover from (docs/product.md §8): the error page. */
  onFatal: (status: number) => void;
}

/**
 * The checkout of docs/product.md §4 Modals: order (personal data) → delivery → payment, each step sent to the cart
 * before the next opens. Field messages only after a submit attempt (docs/product.md §5), the server's too.
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
