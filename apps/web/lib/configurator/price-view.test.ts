import { formatEuro } from '@vitrina/locale';
import { quote } from '@vitrina/pricing';
import { describe, expect, it } from 'vitest';
import { windowDefinition as definition } from '@/test/window-definition';
import { priceViewOfQuote, problemsFor } from './price-view';

describe('the price panel', () => {
  it('shows every amount to the cent, with the shop’s euro sign, in the page’s language', () => {
    expect(formatEuro(123_450, 'ro', 'always')).toBe('1.234,50\u00a0€');
    expect(formatEuro(123_450, 'ru', 'always')).toMatch(/^1\s234,50\u00a0€$/);
    expect(formatEuro(9_900, 'ro', 'always')).toBe('99,00\u00a0€');
  });

  it('labels the engine’s lines in the page’s language', () => {
    const view = priceViewOfQuote(quote(definition, {}, { sizes: 'clamp' }), 'ru');
    expect(view.status).toBe('priced');
    if (view.status !== 'priced') return;
    expect(view.lines[0]?.label).toMatch(/[а-я]/i);
    expect(view.total).toBe(view.lines.reduce((sum, line) => sum + line.amount, 0));
  });

  it('puts a refused configuration’s reasons next to the part they are about', () => {
    const view = priceViewOfQuote(
      quote(definition, { width: 600, options: { layout: 'two' }, sashes: ['tilt-turn-left', 'fixed'] }),
      'ro',
    );
    expect(view.status).toBe('rejected');
    expect(problemsFor(view, 'sashes.0')).toHaveLength(1);
    expect(problemsFor(view, 'sashes.1')).toEqual([]);
  });
});
