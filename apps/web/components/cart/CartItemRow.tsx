'use client';

import type { CartItem } from '@vitrina/contract';
import { format, formatEuro, type Locale, type Messages, withLocale } from '@vitrina/locale';
import { configurationHref } from '@vitrina/pricing';
import { cartLineDrawing } from '@/lib/cart/line-drawing';
import { formatQuantity } from '@/lib/cart/quantity-input';
import styles from './Cart.module.css';
import { QuantityInput } from './QuantityInput';

interface CartItemRowProps {
  locale: Locale;
  item: CartItem;
  texts: Messages['cart'];
  busy: boolean;
  onQuantity: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
}

/** The link back to what the item is: its product page, or its configurator with this configuration. */
export function itemHref(locale: Locale, item: CartItem): string {
  const link =
    item.kind === 'configured' && item.configuration !== null
      ? configurationHref(item.link, item.configuration, Number.isInteger(item.quantity) ? item.quantity : 1)
      : item.link;
  return withLocale(locale, link);
}

/** One cart line (docs/product.md §3 Cart item): picture, title, summary, quantity input, prices, remove. */
export function CartItemRow({ locale, item, texts, busy, onQuantity, onRemove }: CartItemRowProps) {
  const t = texts.items;
  const euro = (cents: number) => formatEuro(cents, locale, 'always');
  const href = itemHref(locale, item);
  const titleId = `cart-item-${item.id}-title`;
  const rule = item.quantity_rule;
  const drawing = cartLineDrawing(locale, item, t.drawingAlt);
  return (
    <li className={styles.item} data-testid="cart-item">
      <div className={styles.picture}>
        {drawing !== null ? (
          // The line's own drawing to scale, as it was configured (issue 20), rather than the calculator's photo.
          // biome-ignore lint/performance/noImgElement: an SVG of our own origin; next/image would not resize it
          <img src={drawing.src} alt={drawing.alt} width={120} height={90} data-testid="cart-item-drawing" />
        ) : item.image ? (
          // biome-ignore lint/performance/noImgElement: the API's pictures have a fixed size; a plain img keeps CSP simple
          <img src={item.image} alt="" width={120} height={90} loading="lazy" />
        ) : null}
      </div>
      <div className={styles.itemMain}>
        {item.kind === 'configured' ? <p className={styles.kind}>{t.configured}</p> : null}
        <h3 id={titleId} className={styles.itemTitle}>
          <a data-routed="" href={href}>
            {item.title}
          </a>
        </h3>
        {item.summary.length > 0 ? (
          <ul className={styles.summary}>
            {item.summary.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
        {item.kind === 'configured' ? (
          <p className={styles.edit}>
            <a data-routed="" href={href}>
              {t.edit}
            </a>
          </p>
        ) : null}
      </div>
      <div className={styles.itemFigures}>
        <QuantityInput
          id={`cart-item-${item.id}-quantity`}
          label={t.quantity}
          hint={format(t.quantityHint, {
            min: formatQuantity(rule.min, rule.decimals),
            max: formatQuantity(rule.max, rule.decimals),
            unit: texts.units[item.unit],
          })}
          value={item.quantity}
          rule={rule}
          decreaseLabel={t.decrease}
          increaseLabel={t.increase}
          onValue={(quantity) => onQuantity(item, quantity)}
        />
        <p className={styles.unitPrice}>
          {format(t.unitPrice, { unit: texts.unitNames[item.unit] })}: {euro(item.unit_price)}
        </p>
        {item.unit_price_per_m2 !== null && item.unit !== 'm2' ? (
          <p className={styles.unitPrice}>{format(t.perM2, { price: euro(item.unit_price_per_m2) })}</p>
        ) : null}
        {item.quantity_discount !== 0 ? (
          <p className={styles.discount}>
            {format(t.quantityDiscount, { amount: euro(item.quantity_discount) })}
          </p>
        ) : null}
        <p className={styles.lineTotal}>
          <span>{t.lineTotal}: </span>
          <strong data-testid="cart-item-total">{euro(item.total_price)}</strong>
        </p>
        <button
          type="button"
          className={styles.remove}
          aria-label={format(t.removeLabel, { title: item.title })}
          disabled={busy}
          onClick={() => onRemove(item)}
        >
          {t.remove}
        </button>
      </div>
    </li>
  );
}
