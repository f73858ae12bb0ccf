import { describe, expect, it } from 'vitest';
import { type CartBuffer, canOrderCall } from './cart-buffer';

const buffer: CartBuffer = {
  calculator_id: '0b8f0a52-6c1c-4a43-9b7e-2f1d8a4c2a11',
  calculator_type_id: 1,
  title: 'Ferestre',
  link: '/calculators/windows?w=1200&h=1400',
  configuration: {
    width: 1200,
    height: 1400,
    options: { profile: 'synego-80' },
    additionals: [],
    sashes: ['fixed'],
  },
  quantity: 2,
  total: 123_456,
  version: 1,
};

describe('the cart buffer', () => {
  it('orders a call only about a saved calculation of a known type', () => {
    expect(canOrderCall(buffer)).toBe(true);
    expect(canOrderCall({ ...buffer, calculator_id: null })).toBe(false);
    expect(canOrderCall({ ...buffer, calculator_type_id: 0 })).toBe(false);
    expect(canOrderCall(null)).toBe(false);
  });
});
