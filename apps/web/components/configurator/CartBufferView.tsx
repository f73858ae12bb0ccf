'use client';

import { format, formatEuro, type Locale, type Messages, withLocale } from '@vitrina/locale';
import Link from 'next/link';
import { useSyncExternalStore } from 'react';
import { cartBufferKey, parseCartBuffer } from '@/lib/configurator/cart-buffer';
import styles from './CartBufferView.module.css';

// Until the cart issue stores items on the server, the cart page shows what "add to cart" left in the
// buffer (SPEC §3 Cart: a buffer for the product configuration). It lives in this browser only, so the
// server renders nothing here and the item appears once the page runs.

const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};
const readStored = () => window.localStorage.getItem(cartBufferKey);
const readOnServer = () => undefined;

export function CartBufferView({
  locale,
  texts,
}: {
  locale: Locale;
  texts: Messages['configurator']['cart'];
}) {
  const stored = useSyncExternalStore(subscribe, readStored, readOnServer);
  if (stored === undefined) return null;
  const item = parseCartBuffer(stored);
  if (item === null) {
    return (
      <div className={styles.empty}>
        <p>{texts.empty}</p>
        <Link className="btn btn--accent" href={withLocale(locale, '/calculators')}>
          {texts.toCalculators}
        </Link>
      </div>
    );
  }
  return (
    <section className={styles.item} aria-labelledby="cart-item-title" data-testid="cart-item">
      <p className={styles.kind}>{texts.item}</p>
      <h2 id="cart-item-title" className={styles.title}>
        {item.title}
      </h2>
      <p>{format(texts.sizes, { width: item.configuration.width, height: item.configuration.height })}</p>
      <p>{format(texts.quantity, { quantity: item.quantity })}</p>
      <p className={styles.total}>
        {format(texts.total, { total: formatEuro(item.total, locale, 'always') })}
      </p>
      <p>
        <Link href={withLocale(locale, item.link)}>{texts.edit}</Link>
      </p>
      <p className={styles.soon}>{texts.soon}</p>
    </section>
  );
}
