import type { Cart } from '@vitrina/contract';

// The cart as it will be once a quantity change is answered, shown while the answer is on its way (useOptimistic in
// CartProvider): the line's quantity and the header's count. Prices stay the API's until it answers.

type Counted = Pick<Cart, 'items' | 'items_quantity'>;

/** docs/product.md §3 items_quantity, as the API counts it: a line in pieces counts its quantity, any other one. */
const countOf = (items: Counted['items']): number =>
  items.reduce((count, item) => count + (item.unit === 'piece' ? item.quantity : 1), 0);

/** `cart` with the line `itemId` at `quantity` (a line it does not hold changes nothing). */
export function withQuantity<C extends Counted>(cart: C, itemId: number, quantity: number): C {
  if (!cart.items.some((item) => item.id === itemId)) return cart;
  const items = cart.items.map((item) => (item.id === itemId ? { ...item, quantity } : item));
  return { ...cart, items, items_quantity: countOf(items) };
}
