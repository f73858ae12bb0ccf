'use client';

import type { OrderList, OrderSummary } from '@vitrina/contract';
import { formatEuro } from '@vitrina/locale';
import { format } from '@vitrina/locale/messages/define';
import { useEffect, useEffectEvent, useState } from 'react';
import { aroundNumber, formatOrderDate, itemsSummary, orderDateTime } from '@/lib/account/order-view';
import { useAccount } from './AccountProvider';
import { useAccountSetup } from './account-texts';
import { OrderBonuses } from './OrderBonuses';
import { OrderDetails } from './OrderDetails';
import { OrderPages } from './OrderPages';
import { OrderMeasurement, OrderState } from './OrderStage';
import styles from './Profile.module.css';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; list: OrderList };

/**
 * The profile's order history (docs/product.md §1: summary, total price, bonuses): a page of orders, newest first, each
 * with its payment status and workshop stage and opening its details; pages below.
 */
export function OrderHistory() {
  const { locale, t } = useAccountSetup();
  const { orders } = useAccount();
  const [page, setPage] = useState(1);
  const [reload, setReload] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [selected, setSelected] = useState<OrderSummary | null>(null);

  const load = useEffectEvent(async (wanted: number, isCurrent: () => boolean) => {
    setLoaded({ state: 'loading' });
    const outcome = await orders(wanted);
    if (!isCurrent()) return;
    setLoaded(outcome.ok ? { state: 'ready', list: outcome.data } : { state: 'failed' });
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reload` asks for the same page again
  useEffect(() => {
    let current = true;
    void load(page, () => current);
    return () => {
      current = false;
    };
  }, [page, reload]);

  if (selected !== null) return <OrderDetails summary={selected} onBack={() => setSelected(null)} />;

  const o = t.orders;
  const [before, after] = aroundNumber(o.number);
  if (loaded.state === 'loading') return <p role="status">{t.profile.loading}</p>;
  if (loaded.state === 'failed')
    return (
      <div className={styles.stack}>
        <p role="alert">{o.loadFailed}</p>
        <button type="button" className="btn btn--outline" onClick={() => setReload((n) => n + 1)}>
          {o.retry}
        </button>
      </div>
    );
  const { list } = loaded;
  if (list.results.length === 0) return <p className={styles.muted}>{o.empty}</p>;

  return (
    <div className={styles.stack}>
      <ul className={styles.orders} data-testid="order-history">
        {list.results.map((order) => {
          const items = itemsSummary(order.summary);
          return (
            <li key={order.id} className={styles.order}>
              <div className={styles.orderHead}>
                <button type="button" className={styles.orderLink} onClick={() => setSelected(order)}>
                  {before}
                  <span className={styles.orderNumber}>{order.number}</span>
                  {after}
                </button>
                <OrderState order={order} />
              </div>
              <p className={styles.muted}>
                <time dateTime={orderDateTime(order.created_at)}>
                  {formatOrderDate(locale, order.created_at)}
                </time>
              </p>
              <OrderMeasurement order={order} />
              <p>
                {items.titles.join(', ')}
                {items.more > 0 ? ` ${format(o.moreItems, { count: items.more })}` : null}
              </p>
              <p className={styles.orderTotal}>
                {o.total}: <strong>{formatEuro(order.total_price, locale)}</strong>
              </p>
              <OrderBonuses spent={order.bonuses_spent} earned={order.bonuses_earned} />
            </li>
          );
        })}
      </ul>
      <OrderPages page={page} pages={list.pages} onPage={setPage} />
    </div>
  );
}
