import { defineMessages } from './define';
import { ro } from './editorial/ro';
import { ru } from './editorial/ru';

/**
 * Texts of the blog, promotions, vacancies and works pages, and of the shared pager. Headings of the pages
 * themselves come from the API's SEO content; these are the fallbacks and the page furniture.
 */
export const editorial = defineMessages({ ro, ru });
