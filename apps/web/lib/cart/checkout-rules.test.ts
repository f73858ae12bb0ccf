import { hasNoProblems } from '@vitrina/forms';
import { describe, expect, it } from 'vitest';
import { bonusesToSpend, deliveryProblems, detailsProblems, paymentProblems } from './checkout-rules';

describe('the personal data step (docs/product.md §5)', () => {
  it('accepts a complete, valid set', () => {
    const problems = detailsProblems({
      email: 'ion@mail.md',
      full_name: 'Ion Popescu',
      phone: '+373 (691) 234-56',
    });
    expect(hasNoProblems(problems)).toBe(true);
  });

  it('names each problem with a formMessages key', () => {
    expect(detailsProblems({ email: '', full_name: ' ', phone: '' })).toEqual({
      email: 'required',
      full_name: 'required',
      phone: 'required',
    });
    expect(detailsProblems({ email: 'ion@mail', full_name: 'x'.repeat(101), phone: '+373 (691) 2' })).toEqual(
      {
        email: 'invalidEmail',
        full_name: 'nameTooLong',
        phone: 'invalidPhone',
      },
    );
    expect(detailsProblems({ email: 'a@b.c', full_name: 'Ana', phone: '+373 (666) 666-66' })).toMatchObject({
      email: 'emailTooShort',
      phone: 'invalidPhone',
    });
  });
});

describe('the delivery step', () => {
  it('needs one of the five cities and every part of the address', () => {
    expect(
      hasNoProblems(
        deliveryProblems({ city: 'balti', street: 'Independenței', house: '5', apartment: '12' }),
      ),
    ).toBe(true);
    expect(deliveryProblems({ city: '', street: '', house: ' ', apartment: 'x'.repeat(121) })).toEqual({
      city: 'selectRequired',
      street: 'required',
      house: 'required',
      apartment: 'tooLong',
    });
    expect(deliveryProblems({ city: 'paris', street: 'a', house: 'b', apartment: 'c' }).city).toBe(
      'selectRequired',
    );
  });
});

describe('the payment step', () => {
  it('needs a method and the order agreement', () => {
    const none = { useBonuses: false, bonusQuantity: 0 };
    expect(paymentProblems({ method: null, agreed: false, ...none })).toEqual({
      payment_method: 'selectRequired',
      bonus_quantity: null,
      agreement: 'required',
    });
    expect(hasNoProblems(paymentProblems({ method: 2, agreed: true, ...none }))).toBe(true);
  });

  it('refuses "use bonuses" ticked with none to spend', () => {
    const ticked = (bonusQuantity: number) =>
      paymentProblems({ method: 2, agreed: true, useBonuses: true, bonusQuantity }).bonus_quantity;
    expect(ticked(0)).toBe('required');
    expect(ticked(1)).toBeNull();
  });

  it('spends what was typed, at most what the order allows', () => {
    expect(bonusesToSpend('500', 2150)).toBe(500);
    expect(bonusesToSpend('9999', 2150)).toBe(2150);
    expect(bonusesToSpend('', 2150)).toBe(0);
    expect(bonusesToSpend('12', 0)).toBe(0);
  });
});
