// One schema for both engines (PGlite and PostgreSQL), split by domain; later domains add a file here.
export * from './auth';
export * from './banners';
export * from './calculator';
export * from './cart';
export * from './catalog';
export * from './company';
export * from './customers';
export * from './editorial';
export * from './feedbacks';
export * from './menu';
export * from './orders';
export * from './pages';
export * from './site';
export * from './specialists';
export type { Translated } from './translated';
