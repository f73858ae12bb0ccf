import { drawingKind } from '@vitrina/pricing';
import { describe, expect, it } from 'vitest';
import { configurationOf, definitionOf, feature } from '../test/support/definitions';
import {
  allKinds,
  awningDefinition,
  blindDefinition,
  doorDefinition,
  rollerShutterDefinition,
  sectionalGateDefinition,
  slidingGateDefinition,
  swingGateDefinition,
  windowSillDefinition,
} from '../test/support/kinds';
import {
  count,
  dimensionTexts,
  legendEntries,
  picture,
  renderDrawing,
  sashes,
  viewBox,
} from '../test/support/render';

describe('every drawing kind', () => {
  it.each(drawingKind.options)(
    'draws %s from a minimal definition, with its sizes and a description',
    (kind) => {
      const markup = renderDrawing(definitionOf(kind), configurationOf({ width: 1500, height: 1300 }));
      expect(markup).toContain(`data-drawing="${kind}"`);
      expect(dimensionTexts(markup).join(' ')).toMatch(/1500.*1300/);
      expect(markup).toMatch(/<desc[^>]*>[^<]*1500[^<]*1300/);
    },
  );

  it.each(drawingKind.options)(
    'draws %s at its default size while a typed size is empty or absurd',
    (kind) => {
      for (const width of [0, Number.NaN, -5, 1e9]) {
        const markup = renderDrawing(definitionOf(kind), configurationOf({ width, height: 1300 }));
        expect(markup).not.toContain('NaN');
        expect(dimensionTexts(markup).join(' ')).toContain('1200');
      }
    },
  );

  it.each(allKinds)('draws %s in both languages', (_name, definition, configuration) => {
    expect(renderDrawing(definition, configuration, 'ro')).toContain('<svg');
    expect(renderDrawing(definition, configuration, 'ru')).toContain('<svg');
  });
});

describe('door', () => {
  it('draws a leaf and a fixed side panel, a threshold, a handle on the leaf and its turn symbol', () => {
    const markup = renderDrawing(
      doorDefinition,
      configurationOf({
        width: 1400,
        height: 2100,
        options: { layout: 'two' },
        sashes: ['fixed', 'turn-right'],
      }),
    );
    const [panel, leaf] = sashes(markup);
    expect(panel).not.toContain('data-part="handle"');
    expect(leaf).toContain('data-part="handle"');
    expect(count(leaf as string, /data-symbol-line=""/)).toBe(2);
    expect(markup).toContain('data-part="threshold"');
    expect(legendEntries(markup)).toEqual(['turn', 'fixed']);
  });
});

describe('sectional gate', () => {
  it('has a panel per ~500 mm of height and a wicket door only when it is on', () => {
    const plain = renderDrawing(sectionalGateDefinition, configurationOf({ width: 3000, height: 2500 }));
    expect(count(plain, /data-panel="/)).toBe(5);
    expect(plain).not.toContain('data-part="wicket"');
    const withWicket = renderDrawing(
      sectionalGateDefinition,
      configurationOf({ width: 3000, height: 2000, additionals: ['wicket-door'] }),
    );
    expect(count(withWicket, /data-panel="/)).toBe(4);
    expect(withWicket).toContain('data-part="wicket"');
  });

  it('draws ribs or cassettes by the panel option', () => {
    expect(renderDrawing(sectionalGateDefinition, configurationOf())).toContain('data-design="ribbed"');
    expect(
      renderDrawing(sectionalGateDefinition, configurationOf({ options: { panel: 'cassette' } })),
    ).toContain('data-design="cassette"');
  });
});

describe('sliding gate', () => {
  function arrowPoints(markup: string): number[] {
    const match = /data-part="direction">.*?<polygon points="([^"]+)"/.exec(markup);
    return (match?.[1] ?? '').split(/[ ,]/).map(Number);
  }

  it('puts the counterweight tail and the arrow on the side it opens to', () => {
    const left = renderDrawing(slidingGateDefinition, configurationOf({ width: 4000, height: 2000 }));
    const [tipLeft, , baseLeft] = arrowPoints(left) as [number, number, number];
    expect(tipLeft).toBeLessThan(baseLeft);
    expect(viewBox(left).x).toBeLessThan(-1600);
    const right = renderDrawing(
      slidingGateDefinition,
      configurationOf({ width: 4000, height: 2000, options: { direction: 'right' } }),
    );
    const [tipRight, , baseRight] = arrowPoints(right) as [number, number, number];
    expect(tipRight).toBeGreaterThan(baseRight);
    const box = viewBox(right);
    expect(box.x + box.width).toBeGreaterThan(5600);
    expect(right).toContain('data-part="rail"');
  });
});

describe('swing gate', () => {
  it('draws two leaves with an opening arc each', () => {
    const markup = renderDrawing(swingGateDefinition, configurationOf({ width: 3500, height: 1800 }));
    expect(sashes(markup)).toHaveLength(2);
    expect(count(markup, /data-swing-arc="/)).toBe(2);
    expect(markup).toMatch(/A1750 1750 0 0 1/);
    expect(legendEntries(markup)).toContain('swing');
  });

  it('draws the arcs away from the viewer when the gate opens outward', () => {
    const gate = definitionOf('swing-gate', {
      features: [
        feature('opening', 'other', [
          { key: 'inward', ro: 'Spre interior', ru: 'Внутрь' },
          { key: 'outward', ro: 'Spre exterior', ru: 'Наружу' },
        ]),
      ],
    });
    const inward = renderDrawing(gate, configurationOf({ width: 3000, height: 1800 }));
    const outward = renderDrawing(
      gate,
      configurationOf({ width: 3000, height: 1800, options: { opening: 'outward' } }),
    );
    expect(inward).toContain('data-opens="inward"');
    expect(outward).toContain('data-opens="outward"');
    // Outward, the left leaf's arc turns the other way.
    expect(inward).toMatch(/A1500 1500 0 0 1 0 /);
    expect(outward).toMatch(/A1500 1500 0 0 0 0 /);
  });
});

describe('sectional gate windows', () => {
  it('glazes one panel row when the windows additional is on', () => {
    const withWindows = definitionOf('sectional-gate', {
      additionals: [{ key: 'windows', label: { ro: 'Ferestre', ru: 'Окна' }, default: false }],
    });
    expect(renderDrawing(withWindows, configurationOf({ width: 3000, height: 2000 }))).not.toContain(
      'panel-windows',
    );
    const glazed = renderDrawing(
      withWindows,
      configurationOf({ width: 3000, height: 2000, additionals: ['windows'] }),
    );
    expect(count(glazed, /data-part="panel-windows"/)).toBe(1);
  });
});

describe('blind and roller shutter', () => {
  it('draws slats or a fabric roll by the chosen type', () => {
    expect(renderDrawing(blindDefinition, configurationOf())).toContain('data-blind="fabric"');
    expect(
      renderDrawing(blindDefinition, configurationOf({ options: { type: 'aluminium-slats' } })),
    ).toContain('data-blind="slats"');
  });

  it('draws the shutter box on top, guide rails and the curtain', () => {
    const markup = renderDrawing(rollerShutterDefinition, configurationOf({ width: 1200, height: 1400 }));
    for (const part of ['box', 'rails', 'curtain']) expect(markup).toContain(`data-part="${part}"`);
  });
});

describe('gate infill', () => {
  it('follows the panel option: profiled sheet, pickets, slats, forged bars', () => {
    const gate = (infill: string) =>
      renderDrawing(
        slidingGateDefinition,
        configurationOf({ width: 4000, height: 2000, options: { infill } }),
      );
    expect(gate('sheet')).toContain('data-infill="sheet"');
    expect(gate('pickets')).toContain('data-infill="pickets"');
    const more = definitionOf('swing-gate', {
      features: [
        feature('infill', 'panel', [
          { key: 'aluminium-slats', ro: 'Lamele', ru: 'Ламели' },
          { key: 'forged', ro: 'Fier forjat', ru: 'Ковка' },
        ]),
        feature('opening', 'other', [
          { key: 'inward', ro: 'Spre interior', ru: 'Внутрь' },
          { key: 'outward', ro: 'Spre exterior', ru: 'Наружу' },
        ]),
      ],
    });
    expect(renderDrawing(more, configurationOf())).toContain('data-infill="slats"');
    expect(renderDrawing(more, configurationOf({ options: { infill: 'forged' } }))).toContain(
      'data-infill="forged"',
    );
  });
});

describe('awning and window sill', () => {
  it('label their measures with the size labels of the definition', () => {
    const awning = renderDrawing(awningDefinition, configurationOf({ width: 4000, height: 2500 }), 'ru');
    expect(dimensionTexts(awning)).toEqual(['Ширина: 4000', 'Вылет: 2500']);
    expect(picture(awning)).toContain('Сбоку');
    const sill = renderDrawing(windowSillDefinition, configurationOf({ width: 1500, height: 300 }));
    expect(dimensionTexts(sill)).toEqual(['Lungime: 1500', 'Adâncime: 300']);
    expect(picture(sill)).toContain('Secțiune');
  });

  it('keeps a label too long for its line for the legend, which names every size in full', () => {
    const long = {
      ...awningDefinition,
      sizes: {
        ...awningDefinition.sizes,
        height: {
          ...awningDefinition.sizes.height,
          label: { ro: 'Deschidere (lungimea brațelor)', ru: 'Вынос (длина локтей)' },
        },
      },
    };
    const markup = renderDrawing(long, configurationOf({ width: 3000, height: 2000 }));
    expect(dimensionTexts(markup)).toEqual(['Lățime: 3000', '2000']);
    expect(markup).toContain('Lățime 3000 mm; Deschidere (lungimea brațelor) 2000 mm.');
  });
});
