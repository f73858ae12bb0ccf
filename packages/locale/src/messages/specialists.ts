import { defineMessages } from './define';
import { ro } from './specialists/ro';
import { ru } from './specialists/ru';

/**
 * The specialist finder (docs/product.md §2 Modals find_spec, find_spec_choose, specialist; Specialist finder): the city
 * choice, the list and a specialist's details. The star rating's spoken text is common.rating.
 */
export const specialists = defineMessages({ ro, ru });
