import { describe, expect, it } from 'vitest';
import { checkDefinition } from './check-definition';
import { calculatorDefinition } from './definition';
import { blindFixture } from './fixtures/blind';
import { interpolatedWindowFixture, windowFixture, windowInput } from './fixtures/window';
import { windowSillFixture } from './fixtures/window-sill';

const variant = (change: (input: typeof windowInput) => object) =>
  calculatorDefinition.parse(change(structuredClone(windowInput)));

describe('checkDefinition', () => {
  it('finds nothing wrong with the fixtures', () => {
    for (const definition of [windowFixture, interpolatedWindowFixture, blindFixture, windowSillFixture]) {
      expect(checkDefinition(definition)).toEqual([]);
    }
  });

  it('finds a default outside the limits or the options', () => {
    const broken = variant((input) => ({
      ...input,
      sizes: { ...input.sizes, width: { ...input.sizes.width, default: 100 } },
      features: input.features.map((f) => (f.key === 'colour' ? { ...f, default: 'pink' } : f)),
    }));
    expect(checkDefinition(broken)).toEqual([
      'sizes.width: min ≤ default ≤ max fails',
      'feature colour: default pink is not one of its options',
    ]);
  });

  it('finds a grid of the wrong shape, a missing table and a falling price', () => {
    const broken = variant((input) => {
      if (input.base.model !== 'grid') throw new Error('grid expected');
      const standard = input.base.prices.standard ?? [];
      return {
        ...input,
        base: {
          ...input.base,
          prices: {
            standard: [
              [...(standard[0] ?? []).slice(0, 6), 100],
              [1000, ...(standard[1] ?? []).slice(1)],
              standard[2],
            ],
          },
        },
      };
    });
    expect(checkDefinition(broken)).toEqual([
      'base.prices.standard needs one row per height',
      'base.prices.standard[0][6] is lower than the narrower size',
      'base.prices.standard[1][0] is lower than the lower size',
      'base.prices.premium is missing',
    ]);
  });

  it('finds rules naming what does not exist', () => {
    const broken = variant((input) => ({
      ...input,
      rules: [
        {
          type: 'requires',
          when: { feature: 'colour', in: ['pink'] },
          required: { opening: 'sliding' },
          message: { ro: 'x', ru: 'x' },
        },
        {
          type: 'auto',
          when: { additional: 'jacuzzi', is: true },
          set: { feature: 'profile', option: 'gold' },
        },
      ],
    }));
    expect(checkDefinition(broken)).toEqual([
      'rules[0].when: colour=pink does not exist',
      'rules[0].required: opening sliding is not offered',
      'rules[1].when: additional jacuzzi does not exist',
      'rules[1].set names an option that does not exist',
    ]);
  });

  it('finds a default configuration that does not price', () => {
    const broken = variant((input) => ({
      ...input,
      features: input.features.map((f) => (f.key === 'colour' ? { ...f, default: 'anthracite' } : f)),
    }));
    expect(checkDefinition(broken)).toEqual([
      'the default configuration is rejected options.colour: requires',
    ]);
  });
});
