import { ro } from './controls/ro';
import { ru } from './controls/ru';
import { defineMessages } from './define';

/** Texts of the shared UI controls (password field, select). */
export const controls = defineMessages({ ro, ru });
