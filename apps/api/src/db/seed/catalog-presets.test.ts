import { calculatorDefinition } from '@vitrina/pricing';
import { describe, expect, it } from 'vitest';
import { presetProblems } from '../../modules/admin/calculator-preset';
import { calculatorSeeds } from './calculators-data';
import { catalogFamilies } from './catalog';
import { seedPreset } from './catalog-presets';

const definitions = new Map(
  calculatorSeeds.map((seed) => [seed.id, calculatorDefinition.parse(seed.definition)] as const),
);
const seeded = catalogFamilies.flatMap((family) =>
  family.children.flatMap((sub) =>
    sub.products.map((product) => ({ product, preset: seedPreset(family.slug, product) })),
  ),
);

describe('the seeded products’ calculator presets (issue 20)', () => {
  it('gives every window a preset, and the doors a calculator describes', () => {
    const windows = catalogFamilies.find((family) => family.slug === 'ferestre');
    const windowCount = windows?.children.reduce((sum, sub) => sum + sub.products.length, 0) ?? 0;
    const withPreset = seeded.filter(({ preset }) => preset !== null);
    expect(withPreset.length).toBe(windowCount + 9);
  });

  it('opens a priced configuration of its calculator’s seeded definition', () => {
    const refused = seeded.flatMap(({ product, preset }) => {
      if (preset === null) return [];
      const definition = definitions.get(preset.calculatorTypeId);
      if (!definition) return [[product.slug, 'no calculator']];
      return presetProblems(definition, preset.choices).map((problem) => [product.slug, problem.message.ro]);
    });
    expect(refused).toEqual([]);
  });

  it('chooses the profile a product is made of when the calculator has it, the nearest otherwise', () => {
    const profileOf = (slug: string) =>
      seeded.find(({ product }) => product.slug === slug)?.preset?.choices.options?.profile;
    expect(profileOf('rehau-synego-doua-canaturi')).toBe('rehau-synego-80');
    expect(profileOf('rehau-euro-design-70-un-canat')).toBe('salamander-streamline-76');
    expect(profileOf('fereastra-aluminiu-schuco-aws75')).toBe('alutech-w62');
  });
});
