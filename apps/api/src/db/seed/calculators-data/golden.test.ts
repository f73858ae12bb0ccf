import { type ConfigurationInput, calculatorDefinition, quote } from '@vitrina/pricing';
import { describe, expect, it } from 'vitest';
import { awning } from './awning';
import { balconyDoor } from './balcony-door';
import { blinds } from './blinds';
import { entranceDoor } from './entrance-door';
import { rollerShutter } from './roller-shutter';
import { sectionalGate } from './sectional-gate';
import type { CalculatorSeed } from './seed-type';
import { slidingGate } from './sliding-gate';
import { swingGate } from './swing-gate';
import { windowSill } from './window-sill';
import { windows } from './windows';

// Golden prices: every expectation below was worked out by hand from the seed's price data, not by running
// the engine. Cents, VAT included. Rule: each line is rounded once (half away from zero); percent charges
// are of the base or of the lines before; the quantity tier discounts unit price × quantity.

function run(seed: CalculatorSeed, input: ConfigurationInput, quantity = 1) {
  return quote(calculatorDefinition.parse(seed.definition), input, { quantity });
}

function priced(seed: CalculatorSeed, input: ConfigurationInput, quantity = 1) {
  const result = run(seed, input, quantity);
  if (result.status !== 'priced') throw new Error(`expected a price, got ${JSON.stringify(result)}`);
  const { lines, unitPrice, quantityDiscount, total, configuration } = result.quote;
  return {
    lines: lines.map((line) => [line.key, line.amount]),
    unitPrice,
    quantityDiscount,
    total,
    configuration,
  };
}

function refusals(seed: CalculatorSeed, input: ConfigurationInput) {
  const result = run(seed, input);
  if (result.status !== 'rejected') throw new Error(`expected a refusal, got ${result.status}`);
  return result.errors.map((error) => [error.field, error.code]);
}

describe('windows', () => {
  it('prices the default 510 × 860 one-sash window between grid steps', () => {
    // Blitz 60, bilinear between widths 385|700 and heights 800|1200:
    // (7800·340·190 + 9800·340·125 + 9700·60·190 + 12300·60·125) / (315·400) = 1 123 210 000 / 126 000
    // = 8914.37 → 8 914; tilt-turn sash 3 200.
    expect(priced(windows, {})).toMatchObject({
      lines: [
        ['base', 8914],
        ['sash.0', 3200],
      ],
      total: 12114,
    });
  });

  it('prices a 1000 × 1200 two-sash window with golden oak outside and installation', () => {
    // Grid cell 1000 × 1200 = 14 800; golden oak 2 200 × 1.2 m² = 2 640; mullion 1 800 × 1.2 m = 2 160;
    // fixed pane: no line; tilt-turn 3 200; installation 12 % of 22 800 = 2 736. Total 25 536.
    const result = priced(windows, {
      width: 1000,
      height: 1200,
      options: { 'colour-outside': 'golden-oak', layout: 'two' },
      sashes: ['fixed', 'tilt-turn-right'],
      additionals: ['installation'],
    });
    expect(result.lines).toEqual([
      ['base', 14800],
      ['option.colour-outside', 2640],
      ['option.layout', 2160],
      ['sash.1', 3200],
      ['additional.installation', 2736],
    ]);
    expect(result.total).toBe(25536);
  });

  it('prices three premium windows with a percent foil, per-sash nets and the 3 % tier', () => {
    // Synego 80, width on the 1300 step, height between 1200|1510: (19 700·110 + 22 700·200) / 310
    // = 21 635.48 → 21 635. Triple Low-E 2 800 × 1.82 m² = 5 096; anthracite outside 2 600 × 1.82 = 4 732;
    // golden oak inside 12 % of 21 635 = 2 596.2 → 2 596; mullion 1 800 × 1.4 = 2 520; two tilt-turn sashes
    // 3 200 each; nets 2 000 × 2 sashes = 4 000; sill 2 800 × 1.3 m = 3 640. Unit 50 619;
    // × 3 = 151 857; 3 % = 4 555.71 → −4 556; total 147 301.
    const result = priced(
      windows,
      {
        width: 1300,
        height: 1400,
        options: {
          profile: 'rehau-synego-80',
          glazing: 'triple-low-e-argon',
          'colour-outside': 'anthracite',
          'colour-inside': 'golden-oak',
          layout: 'two',
        },
        sashes: ['tilt-turn-left', 'tilt-turn-right'],
        additionals: ['mosquito-net', 'window-sill'],
      },
      3,
    );
    expect(result.lines).toEqual([
      ['base', 21635],
      ['option.glazing', 5096],
      ['option.colour-outside', 4732],
      ['option.colour-inside', 2596],
      ['option.layout', 2520],
      ['sash.0', 3200],
      ['sash.1', 3200],
      ['additional.mosquito-net', 4000],
      ['additional.window-sill', 3640],
    ]);
    expect(result.unitPrice).toBe(50619);
    expect(result.quantityDiscount).toBe(-4556);
    expect(result.total).toBe(147301);
  });

  it('drops the transom of an arched window and charges the shape', () => {
    // Arch forces skylight none (auto rule): 14 800 + arch 23 000 + tilt-turn 3 200 = 41 000.
    const result = priced(windows, {
      width: 1000,
      height: 1200,
      options: { shape: 'arch', skylight: 'tilt' },
    });
    expect(result.configuration.options.skylight).toBe('none');
    expect(result.lines).toEqual([
      ['base', 14800],
      ['option.shape', 23000],
      ['sash.0', 3200],
    ]);
    expect(result.total).toBe(41000);
  });

  it('switches an aluminium window to the aluminium system', () => {
    // Material aluminium sets profile ALUTECH W62 (auto rule): grid 1000 × 1200 = 21 400; tilt-turn 3 200.
    const result = priced(windows, { width: 1000, height: 1200, options: { material: 'aluminium' } });
    expect(result.configuration.options.profile).toBe('alutech-w62');
    expect(result.total).toBe(24600);
  });

  it('charges a fixed transom by the window width', () => {
    // 14 800 + fixed transom 3 500 × 1.0 m = 3 500 + tilt-turn 3 200 = 21 500.
    expect(priced(windows, { width: 1000, height: 1200, options: { skylight: 'fixed' } })).toMatchObject({
      lines: [
        ['base', 14800],
        ['option.skylight', 3500],
        ['sash.0', 3200],
      ],
      total: 21500,
    });
  });

  it('refuses anthracite on a Blitz profile, three arched sashes and a width past the limit', () => {
    expect(
      refusals(windows, { options: { 'colour-outside': 'anthracite' } }).map(([, code]) => code),
    ).toEqual(['requires']);
    expect(
      refusals(windows, {
        width: 1500,
        height: 1200,
        options: { shape: 'arch', layout: 'three' },
        sashes: ['fixed', 'fixed', 'fixed'],
      }).map(([, code]) => code),
    ).toEqual(['excludes']);
    expect(refusals(windows, { width: 2600 })).toEqual([['width', 'max']]);
  });

  it('refuses a tilt-turn sash wider than 1300 mm', () => {
    expect(refusals(windows, { width: 1400, height: 1000 })).toEqual([['sashes.0', 'sash_max_width']]);
  });
});

describe('balcony door', () => {
  it('prices the default 800 × 2100 door on the next grid step', () => {
    // Step-up to 900 × 2100: 27 700; tilt-turn leaf 5 500. Total 33 200.
    expect(priced(balconyDoor, {})).toMatchObject({
      lines: [
        ['base', 27700],
        ['sash.0', 5500],
      ],
      total: 33200,
    });
  });

  it('prices three leaf-and-side-panel doors with a foil, threshold and perimeter installation', () => {
    // Synego 80 step-up 1450 × 2150 → 1500 × 2400: 45 800; golden oak 14 % = 6 412; mullion 2 000 × 2.15 m
    // = 4 300; tilt-turn leaf 5 500; fixed panel no line; threshold 4 900; installation 1 600 × 2 × (1.45 +
    // 2.15) m = 11 520. Unit 78 432; × 3 = 235 296; 3 % = 7 058.88 → −7 059; total 228 237.
    const result = priced(
      balconyDoor,
      {
        width: 1450,
        height: 2150,
        options: { profile: 'rehau-synego-80', colour: 'golden-oak', layout: 'leaf-side' },
        sashes: ['tilt-turn-left', 'fixed'],
        additionals: ['low-threshold', 'installation'],
      },
      3,
    );
    expect(result.lines).toEqual([
      ['base', 45800],
      ['option.colour', 6412],
      ['option.layout', 4300],
      ['sash.0', 5500],
      ['additional.low-threshold', 4900],
      ['additional.installation', 11520],
    ]);
    expect(result.unitPrice).toBe(78432);
    expect(result.total).toBe(228237);
  });

  it('refuses a fixed part in a two-leaf door', () => {
    expect(
      refusals(balconyDoor, {
        width: 1400,
        options: { layout: 'two-leaves' },
        sashes: ['turn-left', 'fixed'],
      }).map(([, code]) => code),
    ).toEqual(['excludes']);
  });
});

describe('entrance door', () => {
  it('prices the default 960 × 2050 door with installation', () => {
    // 18 000 × 1.968 m² = 35 424; installation 6 000 (on by default). Total 41 424.
    expect(priced(entranceDoor, {})).toMatchObject({
      lines: [
        ['base', 35424],
        ['additional.installation', 6000],
      ],
      total: 41424,
    });
  });

  it('bills a small door for the minimum area', () => {
    // 800 × 1900 = 1.52 m² → 1.8 m² × 26 000 = 46 800; MDF oak 6 000; Mottura 9 000; closer 5 500. 67 300.
    expect(
      priced(entranceDoor, {
        width: 800,
        height: 1900,
        options: { construction: 'thermo', colour: 'golden-oak', lock: 'mottura' },
        additionals: ['door-closer'],
      }),
    ).toMatchObject({
      lines: [
        ['base', 46800],
        ['option.colour', 6000],
        ['option.lock', 9000],
        ['additional.door-closer', 5500],
      ],
      total: 67300,
    });
  });

  it('prices an aluminium door with a side panel', () => {
    // 1.3 × 2.1 = 2.73 m² × 32 000 = 87 360; anthracite 3 500; CISA 14 000; side panel 6 000; installation
    // 6 000. Total 116 860.
    expect(
      priced(entranceDoor, {
        width: 1300,
        height: 2100,
        options: {
          construction: 'aluminium',
          colour: 'anthracite',
          lock: 'cisa-multipoint',
          layout: 'leaf-side',
        },
        sashes: ['turn-right', 'fixed'],
        additionals: ['installation'],
      }).total,
    ).toBe(116860);
  });
});

describe('sectional gate', () => {
  it('prices the default 2500 × 2125 gate with its automation', () => {
    // 11 000 × 5.3125 m² = 58 437.5 → 58 438 (half away from zero); automation 32 000. Total 90 438.
    expect(priced(sectionalGate, {})).toMatchObject({
      lines: [
        ['base', 58438],
        ['additional.automation', 32000],
      ],
      total: 90438,
    });
  });

  it('bills a small gate for 5 m² and charges the finish on its real area', () => {
    // 2000 × 2000 = 4 m² → 5 m² × 11 000 = 55 000; cassette 900 × 4 m² = 3 600; golden oak 15 % of base =
    // 8 250; windows 9 000; installation 1 600 × 8 m = 12 800. Total 88 650.
    expect(
      priced(sectionalGate, {
        width: 2000,
        height: 2000,
        options: { panel: 'cassette', colour: 'golden-oak' },
        additionals: ['windows', 'installation'],
      }),
    ).toMatchObject({
      lines: [
        ['base', 55000],
        ['option.panel', 3600],
        ['option.colour', 8250],
        ['additional.windows', 9000],
        ['additional.installation', 12800],
      ],
      total: 88650,
    });
  });

  it('refuses a wicket door in cassette panels and a gate taller than 3.5 m', () => {
    expect(
      refusals(sectionalGate, { options: { panel: 'cassette' }, additionals: ['wicket-door'] }).map(
        ([, code]) => code,
      ),
    ).toEqual(['excludes']);
    expect(refusals(sectionalGate, { height: 3600 })).toEqual([['height', 'max']]);
  });
});

describe('sliding gate', () => {
  it('prices the default 4000 × 2000 gate with automation', () => {
    // Grid cell 4000 × 2000 sheet = 94 000; automation 38 000. Total 132 000.
    expect(priced(slidingGate, {}).total).toBe(132000);
  });

  it('prices a picket gate on the next grid step, with a wood finish and foundation', () => {
    // Step-up 4200 × 1600 → 4500 × 1800: 115 000; wood look 10 % = 11 500; automation 38 000; photocells
    // 4 500; foundation 6 000 × 4.2 m = 25 200. Total 194 200.
    expect(
      priced(slidingGate, {
        width: 4200,
        height: 1600,
        options: { infill: 'picket', colour: 'golden-oak', direction: 'right' },
        additionals: ['automation', 'photocells', 'foundation'],
      }),
    ).toMatchObject({
      lines: [
        ['base', 115000],
        ['option.colour', 11500],
        ['additional.automation', 38000],
        ['additional.photocells', 4500],
        ['additional.foundation', 25200],
      ],
      total: 194200,
    });
  });

  it('quotes a gate beyond the grid on request', () => {
    expect(run(slidingGate, { width: 7000 }).status).toBe('on_request');
    expect(run(slidingGate, { height: 2200 }).status).toBe('on_request');
  });

  it('refuses photocells without automation', () => {
    expect(refusals(slidingGate, { additionals: ['photocells'] }).map(([, code]) => code)).toEqual([
      'requires',
    ]);
  });
});

describe('swing gate', () => {
  it('prices the default 3500 × 1800 gate', () => {
    // 8 000 × 6.3 m² = 50 400.
    expect(priced(swingGate, {})).toMatchObject({ lines: [['base', 50400]], total: 50400 });
  });

  it('bills a small forged gate for 4 m² with automation and installation', () => {
    // 2500 × 1500 = 3.75 m² → 4 m² × 16 000 = 64 000; patina 1 200 × 3.75 = 4 500; automation 42 000;
    // electric lock 6 500; installation 4 000 × 2.5 m = 10 000. Total 127 000.
    expect(
      priced(swingGate, {
        width: 2500,
        height: 1500,
        options: { infill: 'forged', colour: 'black-patina' },
        additionals: ['automation', 'electric-lock', 'installation'],
      }),
    ).toMatchObject({
      lines: [
        ['base', 64000],
        ['option.colour', 4500],
        ['additional.automation', 42000],
        ['additional.electric-lock', 6500],
        ['additional.installation', 10000],
      ],
      total: 127000,
    });
  });

  it('refuses an electric lock without automation', () => {
    expect(refusals(swingGate, { additionals: ['electric-lock'] }).map(([, code]) => code)).toEqual([
      'requires',
    ]);
  });
});

describe('awning', () => {
  it('prices the default 3000 × 2000 awning', () => {
    // 6 500 × 6 m² = 39 000.
    expect(priced(awning, {})).toMatchObject({ lines: [['base', 39000]], total: 39000 });
  });

  it('prices a large striped awning with motor, sensor, LED and hood', () => {
    // 8 500 × 13.5 m² = 114 750; bronze 3 500; motor with remote 29 000; wind sensor 9 500; LED 4 500 × 4.5 m
    // = 20 250; hood 3 000 × 4.5 m = 13 500; installation 9 000. Total 199 500.
    expect(
      priced(awning, {
        width: 4500,
        height: 3000,
        options: { fabric: 'acrylic-stripes-blue', 'frame-colour': 'bronze', control: 'motor-remote' },
        additionals: ['wind-sensor', 'led', 'hood', 'installation'],
      }),
    ).toMatchObject({
      lines: [
        ['base', 114750],
        ['option.frame-colour', 3500],
        ['option.control', 29000],
        ['additional.wind-sensor', 9500],
        ['additional.led', 20250],
        ['additional.hood', 13500],
        ['additional.installation', 9000],
      ],
      total: 199500,
    });
  });

  it('bills a small awning for 4.5 m²', () => {
    // 1500 × 2000 = 3 m² → 4.5 m² × 8 500 = 38 250.
    expect(priced(awning, { width: 1500, height: 2000, options: { fabric: 'acrylic-grey' } }).total).toBe(
      38250,
    );
  });

  it('refuses a wind sensor on a crank-operated awning', () => {
    expect(refusals(awning, { additionals: ['wind-sensor'] }).map(([, code]) => code)).toEqual(['requires']);
  });
});

describe('blinds', () => {
  it('prices the default 800 × 1200 aluminium blind', () => {
    // 2 800 × 0.96 m² = 2 688.
    expect(priced(blinds, {}).total).toBe(2688);
  });

  it('bills ten small wooden blinds for 0.5 m² each, less 10 %', () => {
    // 400 × 600 = 0.24 m² → 0.5 m² × 7 500 = 3 750; installation 800. Unit 4 550; × 10 = 45 500; 10 % =
    // −4 550; total 40 950.
    const result = priced(
      blinds,
      {
        width: 400,
        height: 600,
        options: { type: 'wood-50', colour: 'natural-oak' },
        additionals: ['installation'],
      },
      10,
    );
    expect(result.lines).toEqual([
      ['base', 3750],
      ['additional.installation', 800],
    ]);
    expect(result.quantityDiscount).toBe(-4550);
    expect(result.total).toBe(40950);
  });

  it('rounds each line of an odd-sized blind once, then applies the 5 % tier', () => {
    // 1234 × 1567 = 1.933678 m²: base 2 800 × 1.933678 = 5 414.30 → 5 414; silver 400 × 1.933678 = 773.47
    // → 773; no-drill 350; guide strings 400 × 1.567 m = 626.8 → 627. Unit 7 164; × 5 = 35 820; 5 % =
    // −1 791; total 34 029.
    const result = priced(
      blinds,
      {
        width: 1234,
        height: 1567,
        options: { colour: 'silver' },
        additionals: ['no-drill', 'guide-strings'],
      },
      5,
    );
    expect(result.lines).toEqual([
      ['base', 5414],
      ['option.colour', 773],
      ['additional.no-drill', 350],
      ['additional.guide-strings', 627],
    ]);
    expect(result.total).toBe(34029);
  });

  it('refuses a natural oak colour on aluminium slats', () => {
    expect(refusals(blinds, { options: { colour: 'natural-oak' } }).map(([, code]) => code)).toEqual([
      'requires',
    ]);
  });
});

describe('roller shutter', () => {
  it('prices the default 1200 × 1500 shutter', () => {
    // 6 000 × 1.8 m² = 10 800; 165 mm box 800 × 1.2 m = 960. Total 11 760.
    expect(priced(rollerShutter, {})).toMatchObject({
      lines: [
        ['base', 10800],
        ['option.box', 960],
      ],
      total: 11760,
    });
  });

  it('bills a small motorised shutter for 1.5 m²', () => {
    // 800 × 1000 = 0.8 m² → 1.5 m² × 6 900 = 10 350; 180 mm box 1 400 × 0.8 m = 1 120; golden oak 10 % =
    // 1 035; motor with remote 16 500; net 2 000 × 0.8 m² = 1 600; installation 1 500 × 0.8 m² = 1 200.
    // Total 31 805.
    expect(
      priced(rollerShutter, {
        width: 800,
        height: 1000,
        options: { profile: 'pa45', box: 'box-180', colour: 'golden-oak', control: 'motor-remote' },
        additionals: ['mosquito-net', 'installation'],
      }),
    ).toMatchObject({
      lines: [
        ['base', 10350],
        ['option.box', 1120],
        ['option.colour', 1035],
        ['option.control', 16500],
        ['additional.mosquito-net', 1600],
        ['additional.installation', 1200],
      ],
      total: 31805,
    });
  });

  it('refuses PA45 slats in a 137 mm box', () => {
    expect(
      refusals(rollerShutter, { options: { profile: 'pa45', box: 'box-137' } }).map(([, code]) => code),
    ).toEqual(['excludes']);
  });
});

describe('window sill', () => {
  it('prices the default 1500 × 300 white sill with end caps', () => {
    // 300 × 1.5 m = 450; PVC 4 000 × 0.45 m² = 1 800; end caps 450. Total 2 700.
    expect(priced(windowSill, {})).toMatchObject({
      lines: [
        ['base', 450],
        ['option.material', 1800],
        ['additional.end-caps', 450],
      ],
      total: 2700,
    });
  });

  it('bills a short sill for 0.5 m', () => {
    // 350 mm → 0.5 m × 300 = 150; wood foil 5 600 × 0.0875 m² = 490; caps 450; installation 600 × 0.35 m
    // = 210. Total 1 300.
    expect(
      priced(windowSill, {
        width: 350,
        height: 250,
        options: { material: 'pvc-wood' },
        additionals: ['end-caps', 'installation'],
      }).total,
    ).toBe(1300);
  });

  it('takes the end caps off a stone sill', () => {
    // 1 000 × 2 m = 2 000; stone 18 000 × 0.8 m² = 14 400. Total 16 400, no caps.
    const result = priced(windowSill, {
      width: 2000,
      height: 400,
      options: { material: 'stone' },
      additionals: ['end-caps'],
    });
    expect(result.configuration.additionals).not.toContain('end-caps');
    expect(result.total).toBe(16400);
  });

  it('refuses a depth past 600 mm', () => {
    expect(refusals(windowSill, { height: 650 })).toEqual([['height', 'max']]);
  });
});
