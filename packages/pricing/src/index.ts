// The price engine of issue 4: pure TypeScript, no I/O, the same in the browser and the API.

export * from './cart-totals';
export * from './check-definition';
export * from './configuration';
export * from './configuration-href';
export * from './definition';
export * from './delivery';
export * from './grid-csv';
export * from './layout';
export * from './messages';
export * from './money';
export * from './normalize';
export * from './opening-types';
export * from './priceable';
export * from './product-lines';
export * from './quantity-tiers';
export * from './query-params';
export * from './quote';
export * from './quote-types';
export * from './summary';
