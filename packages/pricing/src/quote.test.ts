import { describe, expect, it } from 'vitest';
import { calculatorDefinition } from './definition';
import { blindFixture } from './fixtures/blind';
import { interpolatedWindowFixture, windowFixture, windowInput } from './fixtures/window';
import { windowSillFixture } from './fixtures/window-sill';
import { quote } from './quote';
import type { Quote, QuoteResult } from './quote-types';

function priced(result: QuoteResult): Quote {
  if (result.status !== 'priced') throw new Error(`expected a price, got ${JSON.stringify(result)}`);
  return result.quote;
}

const amounts = (q: Quote) => Object.fromEntries(q.lines.map((line) => [line.key, line.amount]));

describe('quote of a window', () => {
  it('prices the default configuration from the grid', () => {
    // 510 × 860 → steps 600 × 900 of the standard table: 120.00 €, VAT 20.00 of it
    const q = priced(quote(windowFixture, {}));
    expect(q.lines).toEqual([
      { key: 'base', label: { ro: 'Preț de bază', ru: 'Базовая цена' }, amount: 12_000 },
    ]);
    expect(q).toMatchObject({
      version: 3,
      unitPrice: 12_000,
      quantity: 1,
      subtotal: 12_000,
      quantityDiscount: 0,
      total: 12_000,
      vat: 2000,
      net: 10_000,
      area: 0.439, // 0.4386 m²
      linearMetres: 0.51,
      deliveryClass: 'large',
    });
  });

  it('adds every line in the agreed order, worked out by hand', () => {
    const q = priced(
      quote(
        windowFixture,
        {
          width: 1400,
          height: 1400,
          options: { profile: 'premium', layout: 'two', skylight: 'tilt', colour: 'anthracite' },
          sashes: ['tilt-turn-left', 'fixed'],
          additionals: ['installation'],
        },
        { quantity: 5 },
      ),
    );
    expect(q.lines.map((line) => line.key)).toEqual([
      'base',
      'option.skylight',
      'option.colour',
      'sash.0',
      'additional.handle', // chosen automatically for the tilt-turn sash
      'additional.installation',
    ]);
    expect(amounts(q)).toEqual({
      base: 31_000, // premium, steps 1500 × 1500
      'option.skylight': 11_600, // 60.00 + 40.00 × 1.4 m
      'option.colour': 6610, // 8.00 × 5.6 m perimeter + 5 % of 426.00
      'sash.0': 5770, // 50.00 + 10.00 × (0.7 m × 1.1 m under the skylight)
      'additional.handle': 1200,
      'additional.installation': 5618, // 10 % of 561.80
    });
    expect(q.lines[3]?.label).toEqual({
      ro: 'Canatul 1: Oscilobatantă stânga',
      ru: 'Створка 1: Поворотно-откидная левая',
    });
    expect(q).toMatchObject({
      unitPrice: 61_798,
      subtotal: 308_990,
      quantityDiscount: -9270, // 3 % from 5 items: 9269.7
      total: 299_720,
      vat: 49_953, // 299 720 / 6 = 49 953.3
      net: 249_767,
      area: 1.96,
      linearMetres: 1.4,
    });
  });

  it('takes a percent of the base, not of the lines before it', () => {
    // triple glazing: 15 % of the 120.00 € base, after the golden oak line
    const q = priced(quote(windowFixture, { options: { colour: 'golden-oak', glazing: 'triple' } }));
    expect(amounts(q)).toEqual({ base: 12_000, 'option.colour': 1097, 'option.glazing': 1800 }); // 25.00 × 0.4386
  });

  it('charges the net per sash and the sill per metre of width', () => {
    const q = priced(
      quote(windowFixture, { width: 1500, options: { layout: 'three' }, additionals: ['net', 'sill'] }),
    );
    expect(amounts(q)).toEqual({ base: 19_500, 'additional.net': 4500, 'additional.sill': 3000 });
  });

  it('applies the highest quantity tier reached', () => {
    expect(priced(quote(windowFixture, {}, { quantity: 4 })).quantityDiscount).toBe(0);
    expect(priced(quote(windowFixture, {}, { quantity: 9 })).quantityDiscount).toBe(-3240); // 3 % of 1080.00
    const ten = priced(quote(windowFixture, {}, { quantity: 10 }));
    expect(ten).toMatchObject({ subtotal: 120_000, quantityDiscount: -6000, total: 114_000, vat: 19_000 });
  });

  it('refuses a quantity that is not 1 to 999', () => {
    for (const quantity of [0, -1, 1.5, 1000, Number.NaN]) {
      expect(() => quote(windowFixture, {}, { quantity })).toThrow(RangeError);
    }
  });
});

describe('quote refuses what it cannot price', () => {
  it('never prices a configuration with an error', () => {
    const result = quote(windowFixture, { width: 100 });
    expect(result).toMatchObject({ status: 'rejected', version: 3 });
    expect(result.status === 'rejected' && result.errors.map((e) => e.field)).toEqual(['width']);
  });

  it('prices sizes beyond the grid on request when the grid says so', () => {
    const result = quote(windowFixture, { width: 2450, height: 1000, options: { layout: 'two' } });
    expect(result).toMatchObject({ status: 'on_request', version: 3, configuration: { width: 2450 } });
    expect(result.status === 'on_request' && result.reason.ro).toContain('2450 × 1000 mm');
  });

  it('refuses them with grid_range on the size when the grid rejects', () => {
    const result = quote(interpolatedWindowFixture, {
      width: 2450,
      height: 1505,
      options: { layout: 'two' },
    });
    expect(result.status === 'rejected' && result.errors.map((e) => `${e.field}:${e.code}`)).toEqual([
      'width:grid_range',
      'height:grid_range',
    ]);
    expect(result.status === 'rejected' && result.errors[0]?.message.ru).toBe(
      'Для «Стандарт 60 мм» ширина может быть не более 2400 мм',
    );
  });
});

describe('interpolated grid', () => {
  it('prices between the steps', () => {
    // 510 → first column; 860 between 600 and 900: 90.00 + 30.00 × 260/300 = 116.00
    expect(priced(quote(interpolatedWindowFixture, {})).unitPrice).toBe(11_600);
  });
});

describe('never below zero', () => {
  it('clamps a discount line to what came before it', () => {
    const discounted = calculatorDefinition.parse({
      ...windowInput,
      additionals: [
        {
          key: 'voucher',
          label: { ro: 'Voucher', ru: 'Ваучер' },
          default: true,
          charges: [{ type: 'fixed', amount: -50_000 }],
        },
      ],
    });
    const q = priced(quote(discounted, {}));
    expect(amounts(q)).toEqual({ base: 12_000, 'additional.voucher': -12_000 });
    expect(q).toMatchObject({ unitPrice: 0, total: 0, vat: 0, net: 0 });
  });
});

describe('area and length pricing', () => {
  it('prices a blind per m², billed for at least 0.5 m²', () => {
    // 0.8 × 1.2 = 0.96 m² × 35.00
    expect(priced(quote(blindFixture, {})).unitPrice).toBe(3360);
    // 0.3 × 0.3 = 0.09 m² → billed 0.5 m² × 52.00 + chain 9.00
    const small = priced(
      quote(blindFixture, {
        width: 300,
        height: 300,
        options: { fabric: 'blackout' },
        additionals: ['chain'],
      }),
    );
    expect(amounts(small)).toEqual({ base: 2600, 'additional.chain': 900 });
    expect(small).toMatchObject({ area: 0.09, deliveryClass: 'small' });
  });

  it('prices a sill per metre, billed for at least 500 mm', () => {
    expect(amounts(priced(quote(windowSillFixture, {})))).toEqual({ base: 2400, 'additional.end-caps': 300 });
    const short = priced(
      quote(windowSillFixture, { width: 200, options: { colour: 'oak' }, additionals: [] }),
    );
    expect(amounts(short)).toEqual({ base: 1200, 'option.colour': 100 });
    expect(short.linearMetres).toBe(0.2);
  });
});
