// Validation rules and messages of docs/product.md §5 shared by the storefront's forms and the API.

export * from './account';
export * from './delivery';
export * from './email';
export * from './feedback';
export * from './measurement';
export * from './messages';
export * from './name';
export * from './order';
export * from './password';
export * from './phone';
export * from './problems';
export * from './schemas';
export * from './text';
