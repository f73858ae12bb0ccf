'use client';

import { format, formatEuro, type Locale, type Messages } from '@vitrina/locale';
import type { ReactNode } from 'react';
import type { PriceView } from '@/lib/configurator/price-view';
import styles from './Configurator.module.css';

interface PricePanelProps {
  locale: Locale;
  texts: Messages['configurator']['price'];
  problemsHeading: string;
  view: PriceView;
  quantityField: ReactNode;
  actions: ReactNode;
  /** Steps beside the purchase (an offer, a measurement): under the summary, never in the phone's bottom bar. */
  moreActions?: ReactNode;
}

/**
 * The sticky price: the breakdown of one item, the total for the quantity, the VAT in it, the delivery time
 * (docs/product.md §1). The total is a polite live region, so a screen reader hears the new price after each change.
 * On phones the panel's summary is a bar at the bottom of the screen.
 */
export function PricePanel({
  locale,
  texts,
  problemsHeading,
  view,
  quantityField,
  actions,
  moreActions,
}: PricePanelProps) {
  const euro = (cents: number) => formatEuro(cents, locale, 'always');
  const summary =
    view.status === 'priced'
      ? euro(view.total)
      : view.status === 'on_request'
        ? texts.onRequest
        : texts.unavailable;

  return (
    <aside className={styles.panel} aria-labelledby="configurator-price-heading">
      <h2 id="configurator-price-heading" className={styles.panelHeading}>
        {texts.heading}
      </h2>
      {view.status === 'priced' ? (
        <dl className={styles.lines} aria-label={texts.breakdown}>
          {view.lines.map((line) => (
            <div key={line.key} className={styles.line}>
              <dt>{line.label}</dt>
              <dd>{euro(line.amount)}</dd>
            </div>
          ))}
          {view.quantity > 1 ? (
            <div className={styles.line}>
              <dt>{texts.unitPrice}</dt>
              <dd>{euro(view.unitPrice)}</dd>
            </div>
          ) : null}
          {view.quantityDiscount !== 0 ? (
            <div className={styles.line}>
              <dt>{texts.quantityDiscount}</dt>
              <dd>{euro(view.quantityDiscount)}</dd>
            </div>
          ) : null}
        </dl>
      ) : view.status === 'on_request' ? (
        <p className={styles.reason}>{view.message}</p>
      ) : (
        <div className={styles.reason}>
          <p>{problemsHeading}</p>
          <ul>
            {view.problems.map((problem) => (
              <li key={`${problem.field}:${problem.message}`}>{problem.message}</li>
            ))}
          </ul>
        </div>
      )}
      {quantityField}
      <div className={styles.summary}>
        <p className={styles.total} aria-live="polite" aria-atomic="true">
          <span className={styles.totalLabel}>{texts.total}</span>{' '}
          <span data-testid="configurator-total">{summary}</span>
        </p>
        {view.status === 'priced' ? (
          <p className={styles.vat}>{format(texts.vat, { amount: euro(view.vat) })}</p>
        ) : null}
        <div className={styles.actions}>{actions}</div>
      </div>
      {moreActions ? <div className={styles.moreActions}>{moreActions}</div> : null}
      <p className={styles.delivery}>{texts.delivery}</p>
    </aside>
  );
}
