import { formatEuro } from '@vitrina/locale';
import { describe, expect, it } from 'vitest';
import { euroDecimal, formatMetres, priceLabel } from './price-format';

// Intl separates the amount and the sign with a no-break space; the tests compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatEuro', () => {
  it('shows whole euros without decimals and cents when there are some', () => {
    expect(plain(formatEuro(10_900, 'ro'))).toBe('109 €');
    expect(plain(formatEuro(1250, 'ro'))).toBe('12,50 €');
    expect(plain(formatEuro(1250, 'ru'))).toBe('12,50 €');
    expect(plain(formatEuro(5, 'ro'))).toBe('0,05 €');
  });

  it('groups thousands in the locale’s way', () => {
    expect(plain(formatEuro(489_000, 'ro'))).toBe('4.890 €');
    expect(plain(formatEuro(489_000, 'ru'))).toBe('4 890 €');
  });
});

describe('priceLabel', () => {
  it('says "from" and the unit for a starting price per square metre', () => {
    expect(plain(priceLabel({ price: 10_900, price_from: true, unit: 'm2' }, 'ro'))).toBe('de la 109 €/m²');
    expect(plain(priceLabel({ price: 10_900, price_from: true, unit: 'm2' }, 'ru'))).toBe('от 109 €/м²');
  });

  it('gives a fixed price per piece or per metre as it is', () => {
    expect(plain(priceLabel({ price: 69_000, price_from: false, unit: 'piece' }, 'ro'))).toBe('690 €');
    expect(plain(priceLabel({ price: 1250, price_from: false, unit: 'metre' }, 'ru'))).toBe('12,50 €/м');
    expect(plain(priceLabel({ price: 115_000, price_from: true, unit: 'piece' }, 'ro'))).toBe(
      'de la 1.150 €',
    );
  });
});

describe('euroDecimal', () => {
  it('writes cents as a decimal string with a dot and two digits', () => {
    expect(euroDecimal(10_900)).toBe('109.00');
    expect(euroDecimal(1250)).toBe('12.50');
    expect(euroDecimal(5)).toBe('0.05');
    expect(euroDecimal(0)).toBe('0.00');
    expect(euroDecimal(123_456_789)).toBe('1234567.89');
  });
});

describe('formatMetres', () => {
  it('drops needless decimals and uses the locale’s comma', () => {
    expect(formatMetres(6, 'ro')).toBe('6');
    expect(formatMetres(2.5, 'ru')).toBe('2,5');
  });
});
