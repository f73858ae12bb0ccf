// The back office's vocabularies and the order workflow, shared by the API (which enforces them) and the back
// office (which offers only the moves the API will accept). Pure data: no I/O.

/** A window maker's workflow, in the order an order normally goes through it. */
export const orderStages = [
  'new',
  'confirmed',
  'measurement_scheduled',
  'in_production',
  'ready',
  'delivered',
  'completed',
  'cancelled',
] as const;
export type OrderStage = (typeof orderStages)[number];

/**
 * The moves staff may make. Measurement can be skipped (accessories need none) and rescheduled; any open order
 * can be cancelled. Completed and cancelled orders are closed: nothing leaves them.
 */
const forward: Record<OrderStage, readonly OrderStage[]> = {
  new: ['confirmed'],
  confirmed: ['measurement_scheduled', 'in_production'],
  measurement_scheduled: ['measurement_scheduled', 'in_production'],
  in_production: ['ready'],
  ready: ['delivered'],
  delivered: ['completed'],
  completed: [],
  cancelled: [],
};

export const isClosedStage = (stage: OrderStage): boolean => stage === 'completed' || stage === 'cancelled';

/** The stages an order in `stage` may move to, cancellation included while it is open. */
export function nextStages(stage: OrderStage): OrderStage[] {
  return isClosedStage(stage) ? [] : [...forward[stage], 'cancelled'];
}

export const canMove = (from: OrderStage, to: OrderStage): boolean => nextStages(from).includes(to);

/** Where a card order's money stands, derived from the order's payment status. */
export const paymentStates = ['paid', 'unpaid', 'failed', 'refunded'] as const;
export type PaymentState = (typeof paymentStates)[number];

export const leadKinds = ['callback', 'order_call', 'contact', 'vacancy', 'measurement'] as const;
export type LeadKind = (typeof leadKinds)[number];

export const leadStatuses = ['new', 'in_progress', 'done', 'spam'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/**
 * `admin`: everything, staff and price lists included; `manager`: orders, leads and customers; `editor`:
 * catalogue and content only, no orders, customers or prices (docs/adr/0024).
 */
export const staffRoles = ['admin', 'manager', 'editor'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const outboxStatuses = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/** What a staff session lasts: 8 idle hours, 7 days at most (docs/adr/0017). */
export const staffSessionLimits = { idleHours: 8, absoluteDays: 7 } as const;

/** The header every state-changing back-office request carries (with the Origin check: CSRF defence). */
export const adminRequestHeader = { name: 'X-Requested-With', value: 'vitrina-admin' } as const;
