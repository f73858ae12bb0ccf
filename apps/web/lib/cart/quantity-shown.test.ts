import type { Cart } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { withQuantity } from './quantity-shown';

type Line = Cart['items'][number];
const line = (id: number, unit: Line['unit'], quantity: number) =>
  ({ id, unit, quantity, total_price: 1000 }) as unknown as Line;

const cart = {
  items: [line(1, 'piece', 2), line(2, 'm2', 3.5)],
  items_quantity: 3,
};

describe('withQuantity', () => {
  it('shows the new quantity and the header count at once, as the API will count it', () => {
    const shown = withQuantity(cart, 1, 12);
    expect(shown.items.map((item) => item.quantity)).toEqual([12, 3.5]);
    expect(shown.items_quantity).toBe(13);
  });

  it('counts a line in square metres once, whatever its quantity', () => {
    expect(withQuantity(cart, 2, 7.25).items_quantity).toBe(3);
  });

  it('keeps the prices until the API answers', () => {
    expect(withQuantity(cart, 1, 12).items[0]?.total_price).toBe(1000);
  });

  it('changes nothing for a line the cart does not hold (removed meanwhile)', () => {
    expect(withQuantity(cart, 9, 4)).toBe(cart);
  });
});
