import { describe, expect, it } from 'vitest';
import { configurationOf, windowDefinition } from '../test/support/definitions';
import {
  count,
  dimensionTexts,
  legendEntries,
  picture,
  renderDrawing,
  sashes,
  viewBox,
} from '../test/support/render';

const twoSashes = configurationOf({
  options: { layout: 'two', colour: 'golden-oak' },
  sashes: ['tilt-turn-left', 'fixed'],
});

describe('window drawing', () => {
  it('is to scale: the viewBox holds the item in mm plus a narrow margin, so proportions follow the sizes', () => {
    for (const [width, height] of [
      [1200, 1400],
      [2400, 700],
      [510, 860],
    ] as const) {
      const box = viewBox(renderDrawing(windowDefinition, configurationOf({ width, height })));
      expect(box.x).toBeLessThan(0);
      expect(box.y).toBeLessThanOrEqual(0);
      expect(box.x + box.width).toBeGreaterThan(width);
      expect(box.y + box.height).toBeGreaterThan(height);
      // Margins for the dimension lines only: the item fills most of the picture.
      const largest = Math.max(width, height);
      expect(box.width - width).toBeLessThan(largest * 0.2);
      expect(box.height - height).toBeLessThan(largest * 0.2);
    }
    const wide = viewBox(renderDrawing(windowDefinition, configurationOf({ width: 2400, height: 700 })));
    expect(wide.width / wide.height).toBeGreaterThan(2.4);
  });

  it('draws the frame at the item size', () => {
    const markup = renderDrawing(windowDefinition, configurationOf({ width: 1300, height: 900 }));
    expect(markup).toMatch(/data-part="frame"><g><path d="M0 0h1300v900h-1300Z"/);
  });

  it('draws one sash rectangle per sash of the layout, splitting the width equally', () => {
    for (const [layout, expected] of [
      ['one', 1],
      ['two', 2],
      ['three', 3],
    ] as const) {
      const markup = renderDrawing(windowDefinition, configurationOf({ width: 1800, options: { layout } }));
      expect(sashes(markup)).toHaveLength(expected);
      expect(count(markup, /data-sash-rect=""/)).toBe(expected);
    }
    const three = renderDrawing(
      windowDefinition,
      configurationOf({
        width: 1800,
        options: { layout: 'three' },
        sashes: ['turn-left', 'tilt', 'turn-right'],
      }),
    );
    const widths = [...three.matchAll(/data-sash-rect=""><g><path d="M[\d.]+ [\d.]+h([\d.]+)/g)].map(
      (match) => match[1],
    );
    expect(widths).toHaveLength(3);
    expect(new Set(widths).size).toBe(1);
  });

  it('draws both line sets for a tilt-turn sash and none for a fixed one', () => {
    const [tiltTurn, fixed] = sashes(renderDrawing(windowDefinition, twoSashes));
    expect(tiltTurn).toContain('data-opening-symbol="tiltTurn"');
    expect(count(tiltTurn as string, /data-symbol-line=""/)).toBe(4);
    expect(count(fixed as string, /data-symbol-line=""/)).toBe(0);
  });

  it('puts the handle of a sash hinged on the left on its right stile', () => {
    const markup = renderDrawing(windowDefinition, configurationOf({ width: 1000, sashes: ['turn-left'] }));
    const [sash] = sashes(markup);
    const handleX = Number(/data-part="handle"[^>]*><rect x="([\d.]+)"/.exec(sash as string)?.[1]);
    expect(handleX).toBeGreaterThan(850);
    const mirrored = sashes(
      renderDrawing(windowDefinition, configurationOf({ width: 1000, sashes: ['turn-right'] })),
    )[0];
    expect(Number(/data-part="handle"[^>]*><rect x="([\d.]+)"/.exec(mirrored as string)?.[1])).toBeLessThan(
      150,
    );
  });

  it('points a sliding sash toward the middle with an arrow and no symbol lines', () => {
    const markup = renderDrawing(
      windowDefinition,
      configurationOf({ width: 2000, options: { layout: 'two' }, sashes: ['sliding', 'sliding'] }),
    );
    expect(count(picture(markup), /data-symbol="arrow"/)).toBe(2);
    expect(count(picture(markup), /data-symbol-line=""/)).toBe(0);
  });

  it('writes the width and height in mm on the dimension lines', () => {
    const markup = renderDrawing(windowDefinition, configurationOf({ width: 1230, height: 1470 }));
    expect(dimensionTexts(markup)).toEqual(['1230', '1470']);
  });

  it('draws an arched top as an arc', () => {
    const markup = renderDrawing(windowDefinition, configurationOf({ options: { shape: 'arch' } }));
    expect(markup).toContain('data-shape="arch"');
    expect(markup).toMatch(/data-part="frame"><g><path d="M0 1400V\d+A600 600 0 0 1 1200 \d+V1400Z"/);
  });

  it('gives a skylight its height at the top, tilting when chosen', () => {
    const fixed = renderDrawing(windowDefinition, configurationOf({ options: { skylight: 'fixed' } }));
    expect(fixed).toContain('data-part="fanlight" data-opening="fixed"');
    // The transom bar is centred on the skylight's 400 mm.
    expect(fixed).toMatch(/M64 360h1072v80h-1072Z/);
    const tilt = renderDrawing(windowDefinition, configurationOf({ options: { skylight: 'tilt' } }));
    expect(tilt).toContain('data-part="fanlight" data-opening="tilt"');
    expect(legendEntries(tilt)).toContain('tilt');
    expect(renderDrawing(windowDefinition, configurationOf())).not.toContain('fanlight');
  });

  it('paints the frame in the inside colour with wood grain', () => {
    const markup = renderDrawing(windowDefinition, twoSashes);
    expect(markup).toContain('fill="#b8732e"');
    expect(markup).toContain('data-pattern="woodgrain"');
    expect(renderDrawing(windowDefinition, configurationOf())).not.toContain('data-pattern="woodgrain"');
  });

  it('explains only the symbols it shows, and the view from inside', () => {
    const markup = renderDrawing(windowDefinition, twoSashes);
    expect(legendEntries(markup)).toEqual(['tiltTurn', 'fixed']);
    expect(markup).toContain('Vedere din interior');
    const ru = renderDrawing(
      windowDefinition,
      configurationOf({ options: { layout: 'three' }, sashes: ['turn-left', 'tilt', 'sliding'] }),
      'ru',
    );
    expect(legendEntries(ru)).toEqual(['turn', 'tilt', 'sliding']);
    expect(ru).toContain('Вид изнутри');
  });

  it('labels the figure with a title and a description', () => {
    const markup = renderDrawing(windowDefinition, twoSashes);
    expect(markup).toMatch(
      /role="img" aria-labelledby="configuration-drawing-title configuration-drawing-desc"/,
    );
    expect(markup).toContain('<title id="configuration-drawing-title">Desenul configurației</title>');
    expect(markup).toMatch(/<desc id="configuration-drawing-desc">Fereastră/);
  });
});
