import { ro } from './cart/ro';
import { ru } from './cart/ru';
import { defineMessages } from './define';

/** The cart page (docs/product.md §2 Cart steps, §3 Cart), adding to the cart, and the success modal of the home page. */
export const cart = defineMessages({ ro, ru });
