'use client';

import type { CustomerOrder, OrderSummary } from '@vitrina/contract';
import { format } from '@vitrina/locale/messages/define';
import {
  formatOrderMoment,
  orderStateLabel,
  stageTimeline,
  upcomingMeasurement,
} from '@/lib/account/order-view';
import { useAccountSetup } from './account-texts';
import styles from './Profile.module.css';

// Where an order is in the workshop's workflow, as the back office moved it: a badge with the payment's status
// beside the stage, the measurement visit the customer waits for, and on the order's page the way it came.

/** 'Achitată · În producție', coloured by how it stands. */
export function OrderState({ order }: { order: Pick<OrderSummary, 'status' | 'stage'> }) {
  const { t } = useAccountSetup();
  const o = t.orders;
  return (
    <span
      className={`${styles.status} ${styles[`status_${order.status}`] ?? ''} ${styles[`stage_${order.stage}`] ?? ''}`}
      data-testid="order-state"
    >
      {orderStateLabel(o.statuses[order.status], o.stages[order.stage])}
    </span>
  );
}

/** 'Măsurare: luni, 5 ianuarie 2026 la 10:30' while the visit is to come; nothing otherwise. */
export function OrderMeasurement({ order }: { order: Pick<OrderSummary, 'stage' | 'measurement_at'> }) {
  const { locale, t } = useAccountSetup();
  const at = upcomingMeasurement(order);
  if (at === null) return null;
  return (
    <p className={styles.visit}>
      <time dateTime={at}>
        {format(t.orders.measurementAt, { when: formatOrderMoment(locale, at, { weekday: true }) })}
      </time>
    </p>
  );
}

/** The order's stages oldest first, each with its date, the visit it scheduled and why it was cancelled. */
export function OrderTimeline({ order }: { order: Pick<CustomerOrder, 'created_at' | 'stage_history'> }) {
  const { locale, t } = useAccountSetup();
  const o = t.orders;
  const steps = stageTimeline(order);
  if (steps.length === 0) return null;
  return (
    <div>
      <h5 className={styles.subTitle}>{o.history}</h5>
      <ol className={styles.timeline} data-testid="order-timeline">
        {steps.map((step, index) => (
          // A history only grows at its end; a step's place is its identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: the steps are a fixed, append-only list
          <li key={index} className={styles[`step_${step.stage}`]}>
            <time className={styles.muted} dateTime={step.at}>
              {formatOrderMoment(locale, step.at)}
            </time>
            <span className={styles.stepStage}>{o.stages[step.stage]}</span>
            {step.measurement_at !== null ? (
              <span>
                {format(o.measurementAt, {
                  when: formatOrderMoment(locale, step.measurement_at, { weekday: true }),
                })}
              </span>
            ) : null}
            {step.reason !== '' ? <span>{format(o.cancelReason, { reason: step.reason })}</span> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
