import { ro } from './checkout/ro';
import { ru } from './checkout/ru';
import { defineMessages } from './define';

/**
 * The checkout modals of docs/product.md §4: order (personal data) → delivery → payment. Field messages come from
 * @vitrina/forms (formMessages); these are the labels, buttons and the messages the forms there do not know.
 */
export const checkout = defineMessages({ ro, ru });
