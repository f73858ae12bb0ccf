import { ro } from './common/ro';
import { ru } from './common/ru';
import { defineMessages } from './define';

/**
 * Texts almost every page shows: brand, working hours ({from}/{to}: the API's site.working_hours), language
 * names, basic navigation.
 */
export const common = defineMessages({ ro, ru });
