import { describe, expect, it } from 'vitest';
import { ratingText, starsFor } from './rating';

describe('rating stars', () => {
  it('draws whole and half stars in 0.5 steps', () => {
    expect(starsFor(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starsFor(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starsFor(3)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(starsFor(0.5)).toEqual(['half', 'empty', 'empty', 'empty', 'empty']);
  });

  it('rounds a value between steps to the nearest half and keeps to 0..5', () => {
    expect(starsFor(4.3)).toEqual(starsFor(4.5));
    expect(starsFor(4.2)).toEqual(starsFor(4));
    expect(starsFor(9)).toEqual(starsFor(5));
    expect(starsFor(-1)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it('reads the rating in half steps', () => {
    expect(ratingText(4.5)).toBe('4.5');
    expect(ratingText(4)).toBe('4');
    expect(ratingText(3.74)).toBe('3.5');
  });
});
