import { describe, expect, it } from 'vitest';
import { blindFixture } from './fixtures/blind';
import { windowFixture } from './fixtures/window';
import { sashCount, sashGeometry, transomHeight } from './layout';

const options = (chosen: Record<string, string>) => ({ ...chosen });

describe('window layout', () => {
  it('takes the sash count from the layout option', () => {
    expect(sashCount(windowFixture, options({ layout: 'one' }))).toBe(1);
    expect(sashCount(windowFixture, options({ layout: 'three' }))).toBe(3);
    expect(sashCount(windowFixture, {})).toBe(1); // the default option
    expect(sashCount(blindFixture, {})).toBe(0);
  });

  it('takes the transom off the top only when a skylight is chosen', () => {
    expect(transomHeight(windowFixture, { skylight: 'none' })).toBe(0);
    expect(transomHeight(windowFixture, { skylight: 'fixed' })).toBe(300);
    expect(transomHeight(windowFixture, { skylight: 'tilt' })).toBe(300);
    expect(transomHeight(blindFixture, {})).toBe(0);
  });

  it('gives a sash its exact share of the frame', () => {
    const configuration = {
      width: 1000,
      height: 1400,
      options: { layout: 'three', skylight: 'tilt' },
      additionals: [],
      sashes: ['fixed', 'fixed', 'fixed'] as const,
    };
    expect(sashGeometry(windowFixture, { ...configuration, sashes: [...configuration.sashes] })).toEqual({
      count: 3,
      frameWidth: 1000,
      height: 1100,
    });
  });
});
