import { ro as fieldMessages } from '@vitrina/forms/messages/ro';
import { ro as account } from '@vitrina/locale/messages/account/ro';
import { ro as cart } from '@vitrina/locale/messages/cart/ro';
import { ro as checkout } from '@vitrina/locale/messages/checkout/ro';
import { ro as controls } from '@vitrina/locale/messages/controls/ro';
import { ro as editorial } from '@vitrina/locale/messages/editorial/ro';
import { ro as modals } from '@vitrina/locale/messages/modals/ro';
import { accountSetup } from './account-texts';

/** The account modals' texts in Romanian only: a chunk of its own (account-texts.ts loads it). */
export const setup = accountSetup('ro', {
  account,
  fieldMessages,
  cart,
  checkout,
  controls,
  editorial,
  modals,
});
