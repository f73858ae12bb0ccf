'use client';

import type { Locale, Messages } from '@vitrina/locale';
import { useState } from 'react';
import { FormProblems } from '@/components/forms/FormField';
import { serverErrors } from '@/lib/cart/field-errors';
import { isRecord } from '@/lib/is-record';
import styles from './Checkout.module.css';
import { cartRequests } from './cart-requests';

/**
 * The failed-payment modal's way back to the bank (issue 20): a new payment of the order the visitor's cart
 * placed, for the amount the API holds; the browser sends none. What the API refuses (paid meanwhile, no longer
 * awaiting payment, the bank down) is said above the button, which stays for another try.
 */
export function PayAgainButton({ locale, texts }: { locale: Locale; texts: Messages['cart']['success'] }) {
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);

  const pay = async () => {
    setBusy(true);
    setProblems([]);
    const reply = await cartRequests.payAgain(locale);
    const payUrl = reply.status === 200 && isRecord(reply.body) ? reply.body.pay_url : null;
    if (typeof payUrl === 'string') {
      // The bank's page brings the visitor back to this modal, paid or not (docs/product.md §4).
      window.location.assign(payUrl);
      return;
    }
    const { general } = serverErrors(reply.body);
    setProblems(general.length > 0 ? general : [texts.payAgainFailed]);
    setBusy(false);
  };

  return (
    <>
      <FormProblems messages={problems} />
      <div className={styles.payAgain}>
        <button type="button" className="btn btn--accent" onClick={pay} disabled={busy}>
          {busy ? texts.payAgainBusy : texts.payAgain}
        </button>
      </div>
    </>
  );
}
