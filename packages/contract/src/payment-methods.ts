// Its own module, without zod: the order views in the browser read it, and a module that defines schemas
// brings zod into every page that imports anything from it (docs/adr/0054).

/** docs/product.md §3 Payment: 1 card, 2 cash, 3 account (invoice), 4 on delivery. */
export const paymentMethods = { card: 1, cash: 2, invoice: 3, onDelivery: 4 } as const;
