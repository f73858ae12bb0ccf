import type { AdminCustomerRow } from '@vitrina/contract';

/** A customer as staff call them: first and last name, else the e-mail they signed up with. */
export const customerName = (customer: Pick<AdminCustomerRow, 'first_name' | 'last_name' | 'email'>) =>
  `${customer.first_name} ${customer.last_name}`.trim() || customer.email;
