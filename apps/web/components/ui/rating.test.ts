import { describe, expect, it } from 'vitest';
import { ratingHalves, ratingText } from './rating';

describe('rating stars', () => {
  it('count half stars in 0.5 steps', () => {
    expect(ratingHalves(5)).toBe(10);
    expect(ratingHalves(4.5)).toBe(9);
    expect(ratingHalves(3)).toBe(6);
    expect(ratingHalves(0.5)).toBe(1);
  });

  it('round a value between steps to the nearest half and keep to 0..5', () => {
    expect(ratingHalves(4.3)).toBe(9);
    expect(ratingHalves(4.2)).toBe(8);
    expect(ratingHalves(9)).toBe(10);
    expect(ratingHalves(-1)).toBe(0);
  });

  it('read the rating in half steps', () => {
    expect(ratingText(4.5)).toBe('4.5');
    expect(ratingText(4)).toBe('4');
    expect(ratingText(3.74)).toBe('3.5');
  });
});
