import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OpeningIcon } from './OpeningIcon';
import { symbolLines } from './opening-symbol';

const glass = { x: 0, y: 0, width: 100, height: 200 };

describe('the opening convention (view from inside)', () => {
  it('draws turn as lines from the hinge-side corners meeting at the middle of the handle side', () => {
    expect(symbolLines('turn-left', glass)).toEqual([
      { x1: 0, y1: 0, x2: 100, y2: 100 },
      { x1: 0, y1: 200, x2: 100, y2: 100 },
    ]);
    expect(symbolLines('turn-right', glass).every((line) => line.x1 === 100 && line.x2 === 0)).toBe(true);
  });

  it('draws tilt from the bottom corners to the top middle, tilt-turn as both, fixed and sliding without lines', () => {
    expect(symbolLines('tilt', glass)).toEqual([
      { x1: 0, y1: 200, x2: 50, y2: 0 },
      { x1: 100, y1: 200, x2: 50, y2: 0 },
    ]);
    expect(symbolLines('tilt-turn-right', glass)).toEqual([
      ...symbolLines('turn-right', glass),
      ...symbolLines('tilt', glass),
    ]);
    expect(symbolLines('fixed', glass)).toEqual([]);
    expect(symbolLines('sliding', glass)).toEqual([]);
  });
});

describe('OpeningIcon', () => {
  it('is a 32 × 40 symbol named by its title', () => {
    const markup = renderToStaticMarkup(
      createElement(OpeningIcon, { type: 'tilt-turn-left', title: 'Oscilobatant' }),
    );
    expect(markup).toMatch(/viewBox="0 0 32 40" width="32" height="40" role="img"/);
    expect(markup).toContain('<title>Oscilobatant</title>');
    expect([...markup.matchAll(/<line /g)]).toHaveLength(4);
  });

  it('draws an arrow for sliding and stays out of the accessibility tree without a title', () => {
    const markup = renderToStaticMarkup(createElement(OpeningIcon, { type: 'sliding', title: null }));
    expect(markup).toContain('data-symbol="arrow"');
    expect(markup).toContain('aria-hidden="true"');
  });
});
