import { getMessages } from '@vitrina/locale';
import { describe, expect, it } from 'vitest';
import { totalRows } from './total-rows';

const labels = getMessages('ro').cart.totals;
const plain = {
  common: 100_000,
  quantity_discount: 0,
  coupon_discount: 0,
  new_total: 100_000,
  delivery: 4900,
  bonus_discount: 0,
  net_total: 87_417,
  vat: 17_483,
  grand_total: 104_900,
};

describe('totalRows', () => {
  it('lists the totals in the cart order, the quantity discount always', () => {
    expect(totalRows(plain, labels, null).map((row) => row.key)).toEqual([
      'common',
      'quantity_discount',
      'new_total',
      'delivery',
      'net_total',
      'vat',
    ]);
  });

  it('shows a coupon and bonuses as the negative amounts they are, the coupon by its code', () => {
    const rows = totalRows(
      { ...plain, quantity_discount: -5000, coupon_discount: -9500, bonus_discount: -2150 },
      labels,
      'VITRINA10',
    );
    expect(rows.find((row) => row.key === 'quantity_discount')?.cents).toBe(-5000);
    expect(rows.find((row) => row.key === 'coupon')).toEqual({
      key: 'coupon',
      label: `${labels.coupon} VITRINA10`,
      cents: -9500,
    });
    expect(rows.find((row) => row.key === 'bonuses')?.cents).toBe(-2150);
  });
});
