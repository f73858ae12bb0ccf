import { describe, expect, it } from 'vitest';
import { closeModal, openModal } from './modal-stack';

describe('modal stack', () => {
  it('opening a modal closes the others', () => {
    expect(openModal(['auth', 'cart'], 'order_call')).toEqual(['order_call']);
  });

  it('a flow step stacks on top, latest first, without duplicates', () => {
    const stack = openModal(openModal(['order'], 'delivery', { stack: true }), 'payment', { stack: true });
    expect(stack).toEqual(['payment', 'delivery', 'order']);
    expect(openModal(stack, 'order', { stack: true })).toEqual(['order', 'payment', 'delivery']);
  });

  it('closing without a name closes the latest one', () => {
    expect(closeModal(['payment', 'delivery'])).toEqual(['delivery']);
    expect(closeModal([])).toEqual([]);
  });

  it('closing by name removes only that modal', () => {
    expect(closeModal(['payment', 'delivery', 'order'], 'delivery')).toEqual(['payment', 'order']);
    const stack = ['auth'] as const;
    expect(closeModal(stack, 'cart')).toBe(stack);
  });
});
