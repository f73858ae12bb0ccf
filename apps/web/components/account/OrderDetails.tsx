'use client';

import type { CustomerOrder, OrderSummary } from '@vitrina/contract';
import { formatEuro, localeRecord } from '@vitrina/locale';
import { format } from '@vitrina/locale/messages/define';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { aroundNumber, formatOrderDate, orderDateTime, paymentMethodKey } from '@/lib/account/order-view';
import { type LineDrawing, orderLineDrawing } from '@/lib/cart/line-drawing';
import { totalRows } from '@/lib/cart/total-rows';
import { useAccount } from './AccountProvider';
import { useAccountSetup } from './account-texts';
import { OrderBonuses } from './OrderBonuses';
import { OrderMeasurement, OrderTimeline } from './OrderStage';
import styles from './Profile.module.css';

/** A line's drawing to scale (issue 20) above its title; nothing for a catalogue product. */
function LineDrawingImage({ drawing }: { drawing: LineDrawing | null }) {
  if (drawing === null) return null;
  return (
    // biome-ignore lint/performance/noImgElement: an SVG of our own origin; next/image would not resize it
    <img
      className={styles.drawing}
      src={drawing.src}
      alt={drawing.alt}
      width={120}
      height={90}
      data-testid="order-item-drawing"
    />
  );
}

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; order: CustomerOrder };

/**
 * One order of the history, titled 'order # {number}' (docs/product.md §2 Profile modal): its payment status, workshop
 * stage and the stage's history, lines, totals, delivery address, payment method and bonuses; back to the list.
 */
export function OrderDetails({ summary, onBack }: { summary: OrderSummary; onBack: () => void }) {
  const { locale, t, totals: totalLabels, units, paymentMethods, drawingAlt } = useAccountSetup();
  const { order } = useAccount();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [reload, setReload] = useState(0);
  const title = useRef<HTMLHeadingElement>(null);
  const o = t.orders;
  const euro = (cents: number) => formatEuro(cents, locale, 'always');
  const [before, after] = aroundNumber(o.number);

  const load = useEffectEvent(async (isCurrent: () => boolean) => {
    setLoaded({ state: 'loading' });
    const outcome = await order(summary.id);
    if (!isCurrent()) return;
    setLoaded(outcome.ok ? { state: 'ready', order: outcome.data } : { state: 'failed' });
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reload` asks for the order again
  useEffect(() => {
    let current = true;
    void load(() => current);
    return () => {
      current = false;
    };
  }, [summary.id, reload]);

  useEffect(() => title.current?.focus(), []);

  const head = (
    <div className={styles.sectionHead}>
      <button type="button" className={styles.back} aria-label={o.back} onClick={onBack}>
        <ArrowLeftIcon size={20} />
      </button>
      <h4 ref={title} tabIndex={-1} className={styles.orderTitle}>
        {before}
        <span className={styles.orderNumber}>{summary.number}</span>
        {after}
      </h4>
    </div>
  );

  if (loaded.state !== 'ready')
    return (
      <div className={styles.stack}>
        {head}
        {loaded.state === 'loading' ? (
          <p role="status">{t.profile.loading}</p>
        ) : (
          <>
            <p role="alert">{o.loadFailed}</p>
            <button type="button" className="btn btn--outline" onClick={() => setReload((n) => n + 1)}>
              {o.retry}
            </button>
          </>
        )}
      </div>
    );

  const { order: placed } = loaded;
  const totals = placed.totals;
  const address = placed.delivery_details;

  return (
    <div className={styles.stack} data-testid="order-details">
      {head}
      <dl className={styles.facts}>
        <div>
          <dt>{o.date}</dt>
          <dd>
            <time dateTime={orderDateTime(placed.created_at)}>
              {formatOrderDate(locale, placed.created_at)}
            </time>
          </dd>
        </div>
        <div>
          <dt>{o.status}</dt>
          <dd>{o.statuses[placed.status]}</dd>
        </div>
        <div>
          <dt>{o.stage}</dt>
          <dd data-testid="order-stage">{o.stages[placed.stage]}</dd>
        </div>
        <div>
          <dt>{o.payment}</dt>
          <dd>{paymentMethods[paymentMethodKey(placed.payment_method)]}</dd>
        </div>
      </dl>
      <OrderMeasurement order={placed} />
      <OrderTimeline order={placed} />

      <table className={styles.lines}>
        <caption className="visually-hidden">{o.items}</caption>
        <thead>
          <tr>
            <th scope="col">{o.items}</th>
            <th scope="col">{o.quantity}</th>
            <th scope="col">{o.price}</th>
          </tr>
        </thead>
        <tbody>
          {placed.items.map((item, index) => (
            // Lines of an order never change; their place is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines are a fixed snapshot
            <tr key={index}>
              <td>
                <LineDrawingImage drawing={orderLineDrawing(locale, placed.id, index, item, drawingAlt)} />
                <span className={styles.lineTitle}>{item.title}</span>
                {item.summary.length > 0 ? (
                  <span className={styles.muted}>{item.summary.join(', ')}</span>
                ) : null}
              </td>
              <td>
                {new Intl.NumberFormat(localeRecord(locale).iso, { maximumFractionDigits: 2 }).format(
                  item.quantity,
                )}{' '}
                {units[item.unit]}
              </td>
              <td>{euro(item.total_price)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className={styles.totals}>
        {totalRows(totals, totalLabels, placed.coupon_code).map(({ key, label, cents }) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>{key === 'delivery' && cents === 0 ? totalLabels.deliveryFree : euro(cents)}</dd>
          </div>
        ))}
        <div className={styles.grandTotal}>
          <dt>{totalLabels.grandTotal}</dt>
          <dd>{euro(totals.grand_total)}</dd>
        </div>
      </dl>

      <OrderBonuses spent={placed.bonuses_spent} earned={placed.bonuses_earned} />

      <div>
        <h5 className={styles.subTitle}>{o.delivery}</h5>
        <address className={styles.address}>
          {placed.user_details.full_name}
          <br />
          {address.street}, {format(t.addresses.house, { house: address.house })}
          {address.apartment !== ''
            ? `, ${format(t.addresses.apartment, { apartment: address.apartment })}`
            : null}
          <br />
          {address.city_name}
          <br />
          {placed.user_details.phone}
        </address>
      </div>
      {placed.comment !== '' ? (
        <div>
          <h5 className={styles.subTitle}>{o.comment}</h5>
          <p>{placed.comment}</p>
        </div>
      ) : null}
    </div>
  );
}
