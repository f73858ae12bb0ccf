import { defineMessages } from './define';
import { ro } from './modals/ro';
import { ru } from './modals/ru';

/** Shared modal chrome and the header's modals (order call, mobile call popup). */
export const modals = defineMessages({ ro, ru });
