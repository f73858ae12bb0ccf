export { cachePolicies, cacheTags } from './cache';
export { ApiError } from './client';
export { getFooterColumns, getHomePage, getInfoPages, getSeoContent } from './content';
export { getHeaderLinks, getMenu } from './menu';
export type * from './types';
export { HOME_SECTIONS, PAGE_TYPES } from './types';
