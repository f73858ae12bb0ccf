'use client';

import { format, type Locale, localizedPath, type Messages } from '@vitrina/locale';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { failure } from '@/components/configurator/calculator-requests';
import type { QuantityRule } from '@/lib/cart/quantity-input';
import { formatQuantity } from '@/lib/cart/quantity-input';
import styles from './Cart.module.css';
import { useCart } from './CartProvider';
import { QuantityInput } from './QuantityInput';

interface AddProductFormProps {
  locale: Locale;
  productId: number;
  unit: 'piece' | 'm2' | 'metre';
  rule: QuantityRule;
  texts: Messages['cart'];
}

/**
 * A product with a fixed price goes into the cart as it is (docs/product.md §7 items/add-product/), in the quantity
 * chosen here (pieces, or metres and m² with decimals); then the visitor goes to the cart, as after the
 * configurator (docs/product.md §4).
 */
export function AddProductForm({ locale, productId, unit, rule, texts }: AddProductFormProps) {
  const { addProduct } = useCart();
  const router = useRouter();
  const [quantity, setQuantity] = useState(rule.min);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [fatal, setFatal] = useState<Error | null>(null);
  if (fatal !== null) throw fatal;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(null);
    const outcome = await addProduct({ product_id: productId, quantity });
    if (outcome.ok) {
      router.push(localizedPath(locale, 'cart'));
      return;
    }
    setBusy(false);
    if (outcome.status === 400) {
      const body = outcome.body as Record<string, unknown> | null;
      const first = body ? Object.values(body).flat()[0] : null;
      setProblem(typeof first === 'string' ? first : texts.loadFailed);
    } else setFatal(failure(outcome.status));
  };

  return (
    <form className={styles.addProduct} noValidate onSubmit={submit}>
      <QuantityInput
        id="product-quantity"
        label={format(texts.addProduct.quantity, { unit: texts.units[unit] })}
        hint={format(texts.items.quantityHint, {
          min: formatQuantity(rule.min, rule.decimals),
          max: formatQuantity(rule.max, rule.decimals),
          unit: texts.units[unit],
        })}
        value={quantity}
        rule={rule}
        decreaseLabel={texts.items.decrease}
        increaseLabel={texts.items.increase}
        onValue={setQuantity}
      />
      <button type="submit" className="btn btn--accent" disabled={busy}>
        {busy ? texts.addProduct.adding : texts.addProduct.add}
      </button>
      {problem !== null ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
