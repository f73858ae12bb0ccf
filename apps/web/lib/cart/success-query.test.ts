import { describe, expect, it } from 'vitest';
import { readSuccessQuery } from './success-query';

const query = (text: string) => new URLSearchParams(text);

describe('readSuccessQuery', () => {
  it('needs both parameters', () => {
    expect(readSuccessQuery(query(''))).toBeNull();
    expect(readSuccessQuery(query('success_order=True'))).toBeNull();
    expect(readSuccessQuery(query('orderId=5'))).toBeNull();
  });

  it('reads a paid and a declined order', () => {
    expect(readSuccessQuery(query('success_order=True&orderId=42'))).toEqual({ paid: true, orderId: 42 });
    expect(readSuccessQuery(query('success_order=False&orderId=42'))).toEqual({ paid: false, orderId: 42 });
  });

  it('shows no id that is not one', () => {
    expect(readSuccessQuery(query('success_order=True&orderId=<b>x</b>'))).toEqual({
      paid: true,
      orderId: null,
    });
  });
});
