import { ru as fieldMessages } from '@vitrina/forms/messages/ru';
import { ru as account } from '@vitrina/locale/messages/account/ru';
import { ru as cart } from '@vitrina/locale/messages/cart/ru';
import { ru as checkout } from '@vitrina/locale/messages/checkout/ru';
import { ru as controls } from '@vitrina/locale/messages/controls/ru';
import { ru as editorial } from '@vitrina/locale/messages/editorial/ru';
import { ru as modals } from '@vitrina/locale/messages/modals/ru';
import { accountSetup } from './account-texts';

/** The account modals' texts in Russian only: a chunk of its own (account-texts.ts loads it). */
export const setup = accountSetup('ru', {
  account,
  fieldMessages,
  cart,
  checkout,
  controls,
  editorial,
  modals,
});
