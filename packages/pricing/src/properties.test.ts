import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ConfigurationInput } from './configuration';
import { type CalculatorDefinition, calculatorDefinition, openingType } from './definition';
import { blindFixture } from './fixtures/blind';
import { interpolatedWindowFixture, windowFixture, windowInput } from './fixtures/window';
import { windowSillFixture } from './fixtures/window-sill';
import { sashCount } from './layout';
import { normalizeConfiguration } from './normalize';
import { quote } from './quote';

const numRuns = 200;

/** The window with discounts that could push a price below zero if nothing stopped them. */
const discountedWindow = calculatorDefinition.parse({
  ...windowInput,
  additionals: [
    ...windowInput.additionals,
    {
      key: 'voucher',
      label: { ro: 'Voucher', ru: 'Ваучер' },
      default: false,
      charges: [
        { type: 'fixed', amount: -30_000 },
        { type: 'percent', basisPoints: -2000, of: 'subtotal' },
      ],
    },
  ],
});

const definitions = [
  windowFixture,
  interpolatedWindowFixture,
  discountedWindow,
  blindFixture,
  windowSillFixture,
];

/** Any input a client could send: sizes in and out of limits, known and unknown choices. */
function inputFor(definition: CalculatorDefinition): fc.Arbitrary<ConfigurationInput> {
  const { width, height } = definition.sizes;
  const size = (limits: { min: number; max: number }) =>
    fc.oneof(fc.integer({ min: limits.min, max: limits.max }), fc.integer({ min: 0, max: limits.max * 2 }));
  const options = fc.record(
    Object.fromEntries(
      definition.features.map((feature) => [
        feature.key,
        fc.oneof(fc.constantFrom(...feature.options.map((o) => o.key)), fc.constant('unknown')),
      ]),
    ),
    { requiredKeys: [] },
  ) as fc.Arbitrary<Record<string, string>>;
  const additionals = fc.subarray([...definition.additionals.map((a) => a.key), 'unknown']);
  const sashes = fc.array(fc.constantFrom(...openingType.options), { maxLength: 3 });
  return fc.record(
    { width: size(width), height: size(height), options, additionals, sashes },
    { requiredKeys: [] },
  );
}

/** Inputs that only choose what the definition offers, sizes inside the limits, one opening per sash. */
function offeredInputFor(definition: CalculatorDefinition): fc.Arbitrary<ConfigurationInput> {
  const { width, height } = definition.sizes;
  const openings = definition.sashes?.openings.map((opening) => opening.type) ?? [];
  const options = fc.record(
    Object.fromEntries(
      definition.features.map((f) => [f.key, fc.constantFrom(...f.options.map((o) => o.key))]),
    ),
  );
  return options.chain((chosen) => {
    const count = sashCount(definition, chosen);
    return fc.record({
      width: fc.integer({ min: width.min, max: width.max }),
      height: fc.integer({ min: height.min, max: height.max }),
      options: fc.constant(chosen),
      additionals: fc.subarray(definition.additionals.map((a) => a.key)),
      sashes:
        openings.length > 0
          ? fc.array(fc.constantFrom(...openings), { minLength: count, maxLength: count })
          : fc.constant([]),
    });
  });
}

const anyCase = fc.constantFrom(...definitions).chain((definition) =>
  fc.record({
    definition: fc.constant(definition),
    input: fc.oneof(
      { arbitrary: inputFor(definition), weight: 1 },
      { arbitrary: offeredInputFor(definition), weight: 3 },
    ),
    sizes: fc.constantFrom('reject' as const, 'clamp' as const),
    quantity: fc.integer({ min: 1, max: 999 }),
  }),
);

describe('every price', () => {
  it('is a whole, non-negative number of cents whose VAT and net add up', () => {
    fc.assert(
      fc.property(anyCase, ({ definition, input, sizes, quantity }) => {
        const result = quote(definition, input, { sizes, quantity });
        if (result.status !== 'priced') return;
        const q = result.quote;
        for (const line of q.lines) expect(Number.isInteger(line.amount)).toBe(true);
        for (const amount of [q.unitPrice, q.subtotal, q.quantityDiscount, q.total, q.vat, q.net]) {
          expect(Number.isSafeInteger(amount)).toBe(true);
        }
        expect(q.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(q.unitPrice);
        expect(q.unitPrice).toBeGreaterThanOrEqual(0);
        expect(q.total).toBeGreaterThanOrEqual(0);
        expect(q.quantityDiscount).toBeLessThanOrEqual(0);
        expect(q.vat + q.net).toBe(q.total);
      }),
      { numRuns },
    );
  });

  it('never comes from a configuration with an error', () => {
    fc.assert(
      fc.property(anyCase, ({ definition, input, sizes }) => {
        const { errors } = normalizeConfiguration(definition, input, { sizes });
        const result = quote(definition, input, { sizes });
        if (errors.length > 0) expect(result).toMatchObject({ status: 'rejected', errors });
      }),
      { numRuns },
    );
  });

  it.each([
    ['step-up', windowFixture],
    ['interpolated', interpolatedWindowFixture],
    ['per m²', blindFixture],
    ['per metre', windowSillFixture],
  ])('never falls when the %s item grows', (_name, definition) => {
    const { width, height } = definition.sizes;
    fc.assert(
      fc.property(
        offeredInputFor(definition),
        fc.integer({ min: 0, max: width.max - width.min }),
        fc.integer({ min: 0, max: height.max - height.min }),
        (input, growWidth, growHeight) => {
          const smaller = quote(definition, input, { sizes: 'clamp' });
          const larger = quote(
            definition,
            { ...input, width: (input.width ?? 0) + growWidth, height: (input.height ?? 0) + growHeight },
            { sizes: 'clamp' },
          );
          if (smaller.status === 'priced' && larger.status === 'priced') {
            expect(larger.quote.unitPrice).toBeGreaterThanOrEqual(smaller.quote.unitPrice);
          }
        },
      ),
      { numRuns },
    );
  });
});

describe('normalizing', () => {
  it('keeps every size inside its limits when clamping', () => {
    fc.assert(
      fc.property(anyCase, ({ definition, input }) => {
        const { configuration } = normalizeConfiguration(definition, input, { sizes: 'clamp' });
        const { width, height } = definition.sizes;
        expect(configuration.width).toBeGreaterThanOrEqual(width.min);
        expect(configuration.width).toBeLessThanOrEqual(width.max);
        expect(configuration.height).toBeGreaterThanOrEqual(height.min);
        expect(configuration.height).toBeLessThanOrEqual(height.max);
      }),
      { numRuns },
    );
  });

  it('changes nothing the second time', () => {
    fc.assert(
      fc.property(anyCase, ({ definition, input, sizes }) => {
        const once = normalizeConfiguration(definition, input, { sizes });
        const twice = normalizeConfiguration(definition, once.configuration, { sizes });
        expect(twice.configuration).toEqual(once.configuration);
        if (once.errors.length === 0) expect(twice.errors).toEqual([]);
      }),
      { numRuns },
    );
  });

  it('prices the normalized configuration as the input', () => {
    fc.assert(
      fc.property(anyCase, ({ definition, input, sizes, quantity }) => {
        const { configuration, errors } = normalizeConfiguration(definition, input, { sizes });
        if (errors.length > 0) return;
        expect(quote(definition, configuration, { sizes, quantity })).toEqual(
          quote(definition, input, { sizes, quantity }),
        );
      }),
      { numRuns },
    );
  });
});
