// The JSON shapes the API answers and the storefront reads: one zod schema each, types inferred from it.

export * from './account';
export * from './admin';
export * from './banners';
export * from './cache-tags';
export * from './calculator';
export * from './cart';
export * from './catalog';
export * from './client';
export * from './company';
export * from './editorial';
export * from './errors';
export * from './feedbacks';
export * from './image';
export * from './image-variants';
export * from './measurements';
export * from './menu';
export * from './names';
export * from './offer';
export * from './order';
export * from './pages';
export * from './payment-methods';
export * from './revalidation';
export * from './search';
export * from './sitemap';
export * from './specialists';
