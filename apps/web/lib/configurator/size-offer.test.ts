import type { Configuration } from '@vitrina/pricing';
import { describe, expect, it } from 'vitest';
import { windowDefinition as definition } from '@/test/window-definition';
import { priceableSizes, sizeOffer } from './size-offer';

const window = (part: Partial<Configuration>): Configuration => ({
  width: 1400,
  height: 1200,
  options: { profile: 'synego-70', layout: 'one' },
  additionals: [],
  sashes: ['tilt-turn-left'],
  ...part,
});
const offerFor = (configuration: Configuration, of = definition) =>
  sizeOffer(of, configuration, priceableSizes(of, configuration));

describe('what the configurator offers for a size that does not price', () => {
  it('offers two sashes to a tilt-and-turn sash too wide, with the sizes one sash allows', () => {
    const configuration = window({});
    expect(priceableSizes(definition, configuration).width).toEqual({ min: 385, max: 900 });
    const offer = offerFor(configuration);
    expect(offer).toMatchObject({ kind: 'layout', layout: { feature: 'layout', option: { key: 'two' } } });
    expect(offer?.kind === 'layout' && offer.layout.sashes).toEqual(['tilt-turn-left', 'fixed']);
  });

  it('offers the nearest size when no layout helps', () => {
    const noLayout = { ...definition, features: definition.features.filter((f) => f.role !== 'layout') };
    expect(offerFor(window({ options: { profile: 'synego-70' } }), noLayout)).toEqual({
      kind: 'size',
      dimension: 'width',
      value: 900,
    });
  });

  it('offers nothing for a size that prices', () => {
    expect(offerFor(window({ width: 800 }))).toBeNull();
  });
});
