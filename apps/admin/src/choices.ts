import {
  leadKinds,
  leadStatuses,
  orderStages,
  outboxStatuses,
  paymentMethods,
  paymentStates,
  staffRoles,
} from '@vitrina/contract';
import { deliveryCities } from '@vitrina/forms';

// The vocabularies of the API (from the contract) as react-admin choices; their names are translation keys,
// which SelectInput and SelectField translate.

const choicesOf = <Id extends string>(ids: readonly Id[], prefix: string) =>
  ids.map((id) => ({ id, name: `vitrina.${prefix}.${id}` }));

export const stageChoices = choicesOf(orderStages, 'stages');
export const paymentStateChoices = choicesOf(paymentStates, 'paymentStates');
export const leadKindChoices = choicesOf(leadKinds, 'leadKinds');
export const leadStatusChoices = choicesOf(leadStatuses, 'leadStatuses');
export const outboxStatusChoices = choicesOf(outboxStatuses, 'outboxStatuses');
export const roleChoices = choicesOf(staffRoles, 'roles');
export const localeChoices = choicesOf(['ro', 'ru'], 'locales');
export const cityChoices = choicesOf(
  deliveryCities.map((city) => city.code),
  'cities',
);

/** The API's payment method codes (1 card, 2 cash, …) named by their key in the contract. */
export const paymentMethodChoices = Object.entries(paymentMethods).map(([key, code]) => ({
  id: code,
  name: `vitrina.paymentMethods.${key}`,
}));

/** What the audit log records (apps/api/src/modules/admin), 'entity.verb'. */
export const auditActionChoices = [
  'order.stage',
  'order.note',
  'lead.update',
  'lead.note',
  'customer.bonuses',
  'subscriber.unsubscribe',
  'outbox.retry',
  'staff.create',
  'staff.update',
  'staff.password',
].map((id) => ({ id, name: `vitrina.auditActions.${id}` }));

/** Entities the audit log names (apps/api/src/modules/admin). */
export const auditEntityChoices = choicesOf(
  ['order', 'lead', 'customer', 'staff', 'subscriber', 'outbox'],
  'auditEntities',
);
