import { describe, expect, it } from 'vitest';
import type { ConfigurationInput } from './configuration';
import { windowFixture as window } from './fixtures/window';
import { clampSize, normalizeConfiguration } from './normalize';

const fields = (input: Parameters<typeof normalizeConfiguration>[1], sizes?: 'reject' | 'clamp') =>
  normalizeConfiguration(window, input, { sizes }).errors.map((e) => `${e.field}:${e.code}`);

describe('normalizeConfiguration fills defaults', () => {
  it('turns an empty input into the default configuration', () => {
    expect(normalizeConfiguration(window, {})).toEqual({
      configuration: {
        width: 510,
        height: 860,
        options: { profile: 'standard', layout: 'one', skylight: 'none', colour: 'white', glazing: 'double' },
        additionals: [],
        sashes: ['fixed'],
      },
      errors: [],
    });
  });

  it('fills the sashes of the chosen layout with the default opening', () => {
    const { configuration } = normalizeConfiguration(window, { width: 1500, options: { layout: 'three' } });
    expect(configuration.sashes).toEqual(['fixed', 'fixed', 'fixed']);
  });

  it('keeps toggles in declared order, whatever order they came in', () => {
    const { configuration } = normalizeConfiguration(window, { additionals: ['installation', 'net', 'net'] });
    expect(configuration.additionals).toEqual(['net', 'installation']);
  });
});

describe('normalizeConfiguration refuses what the definition does not offer', () => {
  it('names the unknown feature, option, toggle and opening', () => {
    const result = normalizeConfiguration(window, {
      options: { frame: 'steel', colour: 'pink' },
      additionals: ['jacuzzi'],
      sashes: ['sliding'],
    });
    expect(result.errors.map((e) => `${e.field}:${e.code}`)).toEqual([
      'options.frame:invalid',
      'options.colour:invalid',
      'additionals.jacuzzi:invalid',
      'sashes.0:invalid',
    ]);
    expect(result.errors[1]?.message.ro).toContain('Culoare exterioară');
    expect(result.errors[1]?.message.ru).toContain('Цвет снаружи');
    // Still a drawable configuration: the defaults stand in.
    expect(result.configuration.options.colour).toBe('white');
    expect(result.configuration.sashes).toEqual(['fixed']);
  });

  it('refuses a sash list that does not fit the layout', () => {
    expect(fields({ width: 1200, options: { layout: 'two' }, sashes: ['fixed'] })).toEqual([
      'sashes:sash_count',
    ]);
    expect(fields({ sashes: ['fixed', 'fixed'] })).toEqual(['sashes:sash_count']);
    expect(fields({ sashes: [] })).toEqual([]);
  });
});

describe('sizes', () => {
  it('refuses sizes outside the limits with docs/product.md §5 messages', () => {
    const result = normalizeConfiguration(window, { width: 384, height: 1511 });
    expect(result.errors).toEqual([
      {
        field: 'width',
        code: 'min',
        message: {
          ro: 'Lățimea trebuie să fie de cel puțin 385 mm',
          ru: 'Ширина должна быть не менее 385 мм',
        },
      },
      {
        field: 'height',
        code: 'max',
        message: { ro: 'Înălțimea poate fi de cel mult 1510 mm', ru: 'Высота может быть не более 1510 мм' },
      },
    ]);
    expect(result.configuration).toMatchObject({ width: 384, height: 1511 });
  });

  it('clamps them for the configurator', () => {
    const result = normalizeConfiguration(window, { width: 10, height: 99_999 }, { sizes: 'clamp' });
    expect(result.errors).toEqual([]);
    expect(result.configuration).toMatchObject({ width: 385, height: 1510 });
  });

  it('calls a non-integer size invalid in both modes', () => {
    expect(fields({ width: 800.5 })).toEqual(['width:invalid']);
    expect(fields({ height: Number.NaN }, 'clamp')).toEqual(['height:invalid']);
    expect(normalizeConfiguration(window, { width: 800.5 }).configuration.width).toBe(510);
  });

  it('clampSize holds a typed value to its limits', () => {
    expect(clampSize(100, { min: 385, max: 2510 })).toBe(385);
    expect(clampSize(3000, { min: 385, max: 2510 })).toBe(2510);
    expect(clampSize(1000.4, { min: 385, max: 2510 })).toBe(1000);
  });
});

describe('sash limits by opening type', () => {
  it('checks each sash of an equal split', () => {
    // 780 mm in two: 390 mm per sash, a tilt-turn sash needs 400
    const narrow = normalizeConfiguration(window, {
      width: 780,
      options: { layout: 'two' },
      sashes: ['fixed', 'tilt-turn-left'],
    });
    expect(narrow.errors.map((e) => `${e.field}:${e.code}`)).toEqual(['sashes.1:sash_min_width']);
    expect(narrow.errors[0]?.message.ro).toContain('Canatul 2');
    expect(narrow.errors[0]?.message.ru).toContain('Створка 2');
    expect(fields({ width: 800, options: { layout: 'two' }, sashes: ['fixed', 'tilt-turn-left'] })).toEqual(
      [],
    );
  });

  it('compares thirds exactly', () => {
    // 1200 / 3 = 400 exactly: allowed; 1199 / 3 = 399.67: refused
    const three: ConfigurationInput = {
      options: { layout: 'three' },
      sashes: ['tilt-turn-left', 'fixed', 'fixed'],
    };
    expect(fields({ ...three, width: 1200, height: 900 })).toEqual([]);
    expect(fields({ ...three, width: 1199, height: 900 })).toEqual(['sashes.0:sash_min_width']);
  });

  it('refuses a sash too wide or too large, the skylight taking its height', () => {
    expect(fields({ width: 950, sashes: ['tilt-turn-right'] })).toEqual(['sashes.0:sash_max_width']);
    // 900 × 1400 = 1.26 m² > 1.2 m²; with a 300 mm skylight 900 × 1100 = 0.99 m²
    expect(fields({ width: 900, height: 1400, sashes: ['tilt-turn-right'] })).toEqual([
      'sashes.0:sash_max_area',
    ]);
    expect(
      fields({ width: 900, height: 1400, options: { skylight: 'fixed' }, sashes: ['tilt-turn-right'] }),
    ).toEqual([]);
  });

  it('leaves sash limits alone while a size itself is wrong', () => {
    expect(fields({ width: 300, sashes: ['tilt-turn-left'] })).toEqual(['width:min']);
  });
});

describe('rules', () => {
  it('applies automatic choices before the checks', () => {
    const { configuration, errors } = normalizeConfiguration(window, {
      width: 800,
      sashes: ['tilt-turn-left'],
      additionals: [],
    });
    expect(errors).toEqual([]);
    expect(configuration.additionals).toEqual(['handle']);
  });

  it('refuses a broken requires rule next to the option that triggered it', () => {
    const { errors } = normalizeConfiguration(window, { options: { colour: 'anthracite' } });
    expect(errors).toEqual([
      {
        field: 'options.colour',
        code: 'requires',
        message: {
          ro: 'Culoarea antracit este disponibilă doar pentru profilul Premium',
          ru: 'Цвет антрацит доступен только для профиля Премиум',
        },
      },
    ]);
    expect(fields({ options: { colour: 'anthracite', profile: 'premium' } })).toEqual([]);
  });

  it('refuses a broken excludes rule next to the toggle', () => {
    expect(fields({ options: { skylight: 'tilt' }, additionals: ['net'] })).toEqual([
      'additionals.net:excludes',
    ]);
    expect(fields({ options: { skylight: 'fixed' }, additionals: ['net'] })).toEqual([]);
  });
});

describe('a definition without sashes', () => {
  it('has none, and refuses any', async () => {
    const { blindFixture } = await import('./fixtures/blind');
    expect(normalizeConfiguration(blindFixture, {}).configuration.sashes).toEqual([]);
    expect(normalizeConfiguration(blindFixture, { sashes: ['fixed'] }).errors.map((e) => e.code)).toEqual([
      'invalid',
      'sash_count',
    ]);
  });
});
