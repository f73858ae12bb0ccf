import { describe, expect, it } from 'vitest';
import { reachableStep, stepHref, successHref } from './checkout-step';

const ready = { items: 2, hasUserDetails: true, hasDelivery: true };

describe('reachableStep', () => {
  it('shows the requested step when the cart holds the ones before it', () => {
    expect(reachableStep('details', ready)).toBe('details');
    expect(reachableStep('delivery', ready)).toBe('delivery');
    expect(reachableStep('payment', ready)).toBe('payment');
  });

  it('falls back to the first step the cart is missing', () => {
    const fresh = { items: 1, hasUserDetails: false, hasDelivery: false };
    expect(reachableStep('payment', fresh)).toBe('details');
    expect(reachableStep('delivery', fresh)).toBe('details');
    expect(reachableStep('payment', { ...fresh, hasUserDetails: true })).toBe('delivery');
  });

  it('shows the cart itself without a step, with an unknown one, or with nothing to order', () => {
    expect(reachableStep(null, ready)).toBeNull();
    expect(reachableStep('confirm', ready)).toBeNull();
    expect(reachableStep('payment', { ...ready, items: 0 })).toBeNull();
  });
});

describe('checkout addresses', () => {
  it('keeps the step in the query', () => {
    expect(stepHref('/cos', 'delivery')).toBe('/cos?step=delivery');
    expect(stepHref('/ru/korzina', null)).toBe('/ru/korzina');
  });

  it('sends the confirmation to the home page of the language', () => {
    expect(successHref('/', 12)).toBe('/?success_order=True&orderId=12');
    expect(successHref('/ru', 7, false)).toBe('/ru?success_order=False&orderId=7');
  });
});
