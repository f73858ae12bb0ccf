import type { HomeSectionName } from '@/lib/api';

/** The order sections appear on the home page: what we make first, then why us, then proof and help. */
export const homeSectionOrder: readonly HomeSectionName[] = [
  'products_category',
  'sale',
  'advantages',
  'how_order',
  'work_process',
  'our_works',
  'achievements',
  'equipament',
  'other_services',
  'credit',
  'information_section',
  'reviews',
  'parteners',
  'faq',
];
