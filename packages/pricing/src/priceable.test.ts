import { describe, expect, it } from 'vitest';
import type { Configuration } from './configuration';
import { interpolatedWindowFixture, windowFixture } from './fixtures/window';
import { nearestPriceableLayout, priceableRange } from './priceable';
import { quote } from './quote';

const window = (part: Partial<Configuration>): Configuration => ({
  width: 510,
  height: 860,
  options: { profile: 'standard', layout: 'one', skylight: 'none', colour: 'white', glazing: 'double' },
  additionals: [],
  sashes: ['tilt-turn-left'],
  ...part,
});
const two = { ...window({}).options, layout: 'two' };

describe('the sizes that price for a layout', () => {
  it('gives the widths one tilt-and-turn sash allows: 400 to 900 mm', () => {
    expect(priceableRange(windowFixture, window({ width: 1400 }), 'width')).toEqual({ min: 400, max: 900 });
    // From a width that prices, the same interval.
    expect(priceableRange(windowFixture, window({ width: 700 }), 'width')).toEqual({ min: 400, max: 900 });
  });

  it('doubles the widths for two sashes, and ends where the calculator ends', () => {
    const config = window({ options: two, sashes: ['tilt-turn-left', 'tilt-turn-left'] });
    expect(priceableRange(windowFixture, config, 'width')).toEqual({ min: 800, max: 1800 });
    const fixed = window({ options: two, sashes: ['fixed', 'fixed'] });
    expect(priceableRange(windowFixture, fixed, 'width')).toEqual({ min: 500, max: 2510 });
  });

  it('limits the height by the sash area, above the transom when there is a skylight', () => {
    // 1 200 000 mm² over 900 mm: 1333 mm of sash.
    expect(priceableRange(windowFixture, window({ width: 900 }), 'height')).toEqual({ min: 385, max: 1333 });
    const skylight = window({ width: 900, options: { ...window({}).options, skylight: 'fixed' } });
    expect(priceableRange(windowFixture, skylight, 'height')).toEqual({ min: 385, max: 1510 });
  });

  it('ends at the price grid when sizes beyond it are refused', () => {
    const fixed = window({ options: two, sashes: ['fixed', 'fixed'] });
    expect(priceableRange(interpolatedWindowFixture, fixed, 'width')).toEqual({ min: 500, max: 2400 });
    expect(priceableRange(interpolatedWindowFixture, fixed, 'height')).toEqual({ min: 385, max: 1500 });
  });

  it('agrees with the engine at both ends and just past them', () => {
    const config = window({ width: 1400 });
    const range = priceableRange(windowFixture, config, 'width');
    if (!range) throw new Error('no range');
    const status = (width: number) => quote(windowFixture, { ...config, width }).status;
    expect([status(range.min - 1), status(range.min), status(range.max), status(range.max + 1)]).toEqual([
      'rejected',
      'priced',
      'priced',
      'rejected',
    ]);
  });

  it('is null when no size prices: too wide for the sash at any height, or a rule broken', () => {
    expect(priceableRange(windowFixture, window({ width: 1400 }), 'height')).toBeNull();
    const broken = window({ options: { ...window({}).options, colour: 'anthracite' } });
    expect(priceableRange(windowFixture, broken, 'width')).toBeNull();
  });
});

describe('the nearest layout that prices', () => {
  it('offers two sashes for a single sash that is too wide, keeping its opening', () => {
    const offer = nearestPriceableLayout(windowFixture, window({ width: 1400 }));
    expect(offer?.feature).toBe('layout');
    expect(offer?.option.key).toBe('two');
    expect(offer?.sashes).toEqual(['tilt-turn-left', 'fixed']);
  });

  it('offers one sash for two that are too narrow, before three', () => {
    const config = window({ width: 510, options: two, sashes: ['tilt-turn-left', 'tilt-turn-left'] });
    const offer = nearestPriceableLayout(windowFixture, config);
    expect(offer?.option.key).toBe('one');
    expect(offer?.sashes).toEqual(['tilt-turn-left']);
    expect(
      quote(windowFixture, { ...config, options: { ...two, layout: 'one' }, sashes: offer?.sashes }).status,
    ).toBe('priced');
  });

  it('skips a layout that does not price either: three sashes when two are still too wide', () => {
    const config = window({ width: 2510, height: 600 });
    // Two tilt-and-turn-left of 1255 mm are too wide; the third sash is fixed, and 2510/3 fits both openings.
    expect(nearestPriceableLayout(windowFixture, config)?.option.key).toBe('three');
  });

  it('offers nothing when the configuration prices, or when no layout helps', () => {
    expect(nearestPriceableLayout(windowFixture, window({ width: 700 }))).toBeNull();
    const broken = window({ width: 1400, options: { ...window({}).options, colour: 'anthracite' } });
    expect(nearestPriceableLayout(windowFixture, broken)).toBeNull();
  });
});
