import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { calculatorDefinition, checkDefinition, quote } from '@vitrina/pricing';
import { describe, expect, it } from 'vitest';
import { calculatorCategorySeo, calculatorSeeds } from './index';

const staticRoot = fileURLToPath(new URL('../../../../static/', import.meta.url));

describe('calculator seeds', () => {
  it('lists the ten types of the catalogue in display order', () => {
    expect(calculatorSeeds.map((seed) => [seed.id, seed.slug])).toEqual([
      [1, 'windows'],
      [2, 'balcony-door'],
      [3, 'entrance-door'],
      [4, 'sectional-gate'],
      [5, 'sliding-gate'],
      [6, 'swing-gate'],
      [7, 'awning'],
      [8, 'blinds'],
      [9, 'roller-shutter'],
      [10, 'window-sill'],
    ]);
  });

  for (const seed of calculatorSeeds) {
    describe(seed.slug, () => {
      const definition = calculatorDefinition.parse(seed.definition);

      it('parses as a calculator definition of its family', () => {
        expect(definition.family).toBe(seed.family);
      });

      it('passes the engine check', () => {
        expect(checkDefinition(definition)).toEqual([]);
      });

      it('prices its default configuration', () => {
        const result = quote(definition, {}, { quantity: 1 });
        expect(result.status).toBe('priced');
      });

      it('ships every image it names', () => {
        const images = [
          seed.image.file,
          ...definition.features.flatMap((feature) => feature.options.map((option) => option.image)),
          ...definition.additionals.map((additional) => additional.image),
          ...(definition.sashes?.openings.map((opening) => opening.image) ?? []),
        ].filter((image): image is string => image !== null);
        for (const image of images) {
          expect(image).toMatch(/^\/static\/calculators\/[a-z0-9-]+\.svg$/);
          expect(existsSync(`${staticRoot}${image.slice('/static/'.length)}`), image).toBe(true);
        }
      });

      it('keeps its SEO texts within search-result lengths', () => {
        for (const locale of ['ro', 'ru'] as const) {
          expect(seed.seo.title[locale].length).toBeLessThanOrEqual(60);
          expect(seed.seo.description[locale].length).toBeLessThanOrEqual(160);
        }
      });
    });
  }

  it('uses every pricing model, charge type and rule type somewhere', () => {
    const definitions = calculatorSeeds.map((seed) => calculatorDefinition.parse(seed.definition));
    const charges = definitions.flatMap((definition) => [
      ...definition.features.flatMap((feature) => feature.options.flatMap((option) => option.charges)),
      ...definition.additionals.flatMap((additional) => additional.charges),
      ...(definition.sashes?.openings.flatMap((opening) => opening.charges) ?? []),
    ]);
    const used = new Set(
      charges.map((charge) => (charge.type === 'percent' ? `percent-${charge.of}` : charge.type)),
    );
    expect([...used].sort()).toEqual(
      [
        'fixed',
        'per_m2',
        'per_perimeter_m',
        'per_width_m',
        'per_height_m',
        'per_sash',
        'percent-base',
        'percent-subtotal',
      ].sort(),
    );
    const models = new Set(definitions.map((definition) => definition.base.model));
    expect([...models].sort()).toEqual(['area', 'grid', 'length']);
    const grids = definitions.flatMap((definition) =>
      definition.base.model === 'grid' ? [definition.base] : [],
    );
    expect(new Set(grids.map((grid) => grid.lookup))).toEqual(new Set(['step-up', 'interpolate']));
    expect(new Set(grids.map((grid) => grid.outOfRange))).toEqual(new Set(['reject', 'on-request']));
    const rules = new Set(definitions.flatMap((definition) => definition.rules.map((rule) => rule.type)));
    expect(rules).toEqual(new Set(['requires', 'excludes', 'auto']));
  });

  it('has SEO for the index and every category', () => {
    const slugs = new Set(calculatorSeeds.map((seed) => seed.category.slug));
    expect(Object.keys(calculatorCategorySeo).sort()).toEqual(['index', ...slugs].sort());
    for (const seo of Object.values(calculatorCategorySeo)) {
      for (const locale of ['ro', 'ru'] as const) {
        expect(seo.title[locale].length).toBeLessThanOrEqual(60);
        expect(seo.description[locale].length).toBeLessThanOrEqual(160);
      }
    }
  });

  it('keeps every SVG small and titled', () => {
    const used = new Set(
      calculatorSeeds.flatMap(
        (seed) => JSON.stringify(seed).match(/\/static\/calculators\/[a-z0-9-]+\.svg/g) ?? [],
      ),
    );
    for (const image of used) {
      const svg = readFileSync(`${staticRoot}${image.slice('/static/'.length)}`, 'utf8');
      expect(svg, image).toContain('<title>');
      expect(svg.length, image).toBeLessThan(2600);
    }
  });
});
