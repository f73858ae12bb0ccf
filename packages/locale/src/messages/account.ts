import { ro } from './account/ro';
import { ru } from './account/ru';
import { defineMessages } from './define';

/**
 * The account modals (docs/product.md §2 Modals, Profile modal; §3 Login, Registration; §4 Auth): sign in, registration,
 * password reset and the profile. Field messages come from @vitrina/forms (formMessages); these are the
 * labels, buttons and the messages the forms there do not know.
 */
export const account = defineMessages({ ro, ru });
