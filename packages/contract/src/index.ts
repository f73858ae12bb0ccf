// The JSON shapes the API answers and the storefront reads: one zod schema each, types inferred from it.

export * from './client';
export * from './errors';
export * from './image';
export * from './menu';
export * from './names';
export * from './pages';
