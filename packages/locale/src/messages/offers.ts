import { defineMessages } from './define';
import { ro } from './offers/ro';
import { ru } from './offers/ru';

/**
 * Offers (quotes, docs/product.md §3 Offer): the configurator's and the cart's "download the offer" and "e-mail me
 * the offer", and the page that reopens an offer by its number.
 */
export const offers = defineMessages({ ro, ru });
