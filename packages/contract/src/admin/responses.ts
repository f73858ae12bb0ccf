import { z } from 'zod';
import { cartDeliveryDetails, cartTotalsBody, cartUserDetails, paymentMethod } from '../cart';
import { orderItem } from '../order';
import { leadKinds, leadStatuses, orderStages, outboxStatuses, paymentStates, staffRoles } from './workflow';

// The answers of /admin/api/*: the API serializes with them, the back office takes its types from them.
// Money is integer euro cents; times are ISO 8601 strings.

const id = z.number().int();
const time = z.string();
const locale = z.enum(['ro', 'ru']);

/** Every list: a page of rows, the number of pages, the number of rows over all pages. */
export const adminPage = <Row extends z.ZodType>(row: Row) =>
  z.object({ results: z.array(row), pages: z.number().int(), total_count: z.number().int() });

export const staffMember = z
  .object({
    id,
    email: z.string(),
    name: z.string(),
    role: z.enum(staffRoles),
    locale,
    disabled: z.boolean(),
    version: z.number().int(),
    created_at: time,
  })
  .meta({ id: 'AdminStaffMember' });
export type StaffMember = z.infer<typeof staffMember>;

export const adminSession = z.object({ staff: staffMember }).meta({ id: 'AdminSession' });
export type AdminSession = z.infer<typeof adminSession>;

const countAndSum = z.object({ count: z.number().int(), sum: z.number().int() });
export const adminDashboard = z
  .object({
    orders_today: countAndSum,
    orders_week: countAndSum,
    card_unpaid: z.number().int(),
    leads_new: z.number().int(),
  })
  .meta({ id: 'AdminDashboard' });
export type AdminDashboard = z.infer<typeof adminDashboard>;

export const adminOrderRow = z
  .object({
    id,
    number: z.string(),
    created_at: time,
    customer_name: z.string(),
    phone: z.string(),
    email: z.string(),
    city: z.string(),
    payment_method: paymentMethod,
    payment_state: z.enum(paymentStates),
    status: z.enum(orderStages),
    grand_total: z.number().int(),
    measurement_at: time.nullable(),
  })
  .meta({ id: 'AdminOrderRow' });
export type AdminOrderRow = z.infer<typeof adminOrderRow>;

/** A staff member as a record names them: null when the member was removed or it was the command line. */
const actor = z.object({ id, name: z.string(), email: z.string() }).nullable();

export const adminOrderEvent = z.object({
  id,
  from: z.enum(orderStages),
  to: z.enum(orderStages),
  staff: actor,
  measurement_at: time.nullable(),
  reason: z.string(),
  at: time,
});
export const adminNote = z.object({ id, text: z.string(), staff: actor, created_at: time });
export type AdminNote = z.infer<typeof adminNote>;

export const adminPayment = z.object({
  id,
  provider: z.string(),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  refunded_amount: z.number().int(),
  /** The last verified callback, as the bank sent it. */
  result: z.record(z.string(), z.unknown()).nullable(),
  created_at: time,
  updated_at: time,
});

export const adminOrder = adminOrderRow
  .extend({
    version: z.number().int(),
    locale,
    comment: z.string(),
    items: z.array(orderItem),
    totals: cartTotalsBody,
    delivery_details: cartDeliveryDetails,
    user_details: cartUserDetails,
    coupon_code: z.string().nullable(),
    bonuses_spent: z.number().int(),
    bonuses_earned: z.number().int(),
    customer_id: id.nullable(),
    paid_at: time.nullable(),
    payments: z.array(adminPayment),
    events: z.array(adminOrderEvent),
    notes: z.array(adminNote),
    /** The stages staff may move it to now. */
    next_statuses: z.array(z.enum(orderStages)),
  })
  .meta({ id: 'AdminOrder' });
export type AdminOrder = z.infer<typeof adminOrder>;

export const adminLeadRow = z
  .object({
    id,
    kind: z.enum(leadKinds),
    status: z.enum(leadStatuses),
    assignee_id: id.nullable(),
    assignee: actor,
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    locale,
    created_at: time,
    version: z.number().int(),
  })
  .meta({ id: 'AdminLeadRow' });
export type AdminLeadRow = z.infer<typeof adminLeadRow>;

/** An order call's saved calculation, priced by the API when it was saved. */
export const adminCalculation = z.object({
  calculator_type_id: id,
  version: z.number().int(),
  title: z.string(),
  configuration: z.record(z.string(), z.unknown()),
  summary: z.array(z.string()),
  price: z.number().int().nullable(),
  /** Reopens the configuration in the storefront's configurator. */
  configurator_url: z.string(),
});

export const adminLead = adminLeadRow
  .extend({
    message: z.string(),
    /** What the request was about: a vacancy's title. */
    subject: z.string(),
    calculation: adminCalculation.nullable(),
    cv: z.object({ file_name: z.string(), type: z.string(), size: z.number().int() }).nullable(),
    notes: z.array(adminNote),
  })
  .meta({ id: 'AdminLead' });
export type AdminLead = z.infer<typeof adminLead>;

export const adminSubscriber = z
  .object({
    id,
    email: z.string(),
    locale,
    created_at: time,
    unsubscribed_at: time.nullable(),
  })
  .meta({ id: 'AdminSubscriber' });
export type AdminSubscriber = z.infer<typeof adminSubscriber>;

export const adminCustomerRow = z
  .object({
    id,
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string(),
    created_at: time,
    orders_count: z.number().int(),
    bonus_balance: z.number().int(),
  })
  .meta({ id: 'AdminCustomerRow' });
export type AdminCustomerRow = z.infer<typeof adminCustomerRow>;

export const adminBonusEntry = z.object({
  id,
  points: z.number().int(),
  reason: z.string(),
  note: z.string(),
  order_id: id.nullable(),
  created_at: time,
});

export const adminCustomer = adminCustomerRow
  .extend({
    orders: z.array(adminOrderRow),
    addresses: z.array(
      z.object({
        id,
        city: z.string(),
        street: z.string(),
        house: z.string(),
        apartment: z.string(),
        phone: z.string(),
      }),
    ),
    bonuses: z.array(adminBonusEntry),
  })
  .meta({ id: 'AdminCustomer' });
export type AdminCustomer = z.infer<typeof adminCustomer>;

export const adminAuditEntry = z
  .object({
    id,
    staff: actor,
    actor: z.string(),
    action: z.string(),
    entity: z.string(),
    entity_id: z.string(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    at: time,
  })
  .meta({ id: 'AdminAuditEntry' });
export type AdminAuditEntry = z.infer<typeof adminAuditEntry>;

export const adminOutboxMessage = z
  .object({
    id,
    kind: z.string(),
    ref: z.string(),
    to: z.string(),
    subject: z.string(),
    status: z.enum(outboxStatuses),
    attempts: z.number().int(),
    next_attempt_at: time,
    last_error: z.string().nullable(),
    created_at: time,
    sent_at: time.nullable(),
  })
  .meta({ id: 'AdminOutboxMessage' });
export type AdminOutboxMessage = z.infer<typeof adminOutboxMessage>;
