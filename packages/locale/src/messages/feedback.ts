import { defineMessages } from './define';
import { ro } from './feedback/ro';
import { ru } from './feedback/ru';

/**
 * What a visitor sends the shop (docs/product.md §2 order call, subscribe form, §4 vacancy application, the contacts
 * page's form) and the success modals that answer it. The field messages are @vitrina/forms' formMessages.
 */
export const feedback = defineMessages({ ro, ru });
