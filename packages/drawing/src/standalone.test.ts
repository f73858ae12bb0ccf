import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { seededCalculators } from '../test/support/calculators';
import { dimensionTexts } from '../test/support/render';
import { ConfigurationDrawing } from './ConfigurationDrawing';

// A PDF or an e-mail gets the markup with no stylesheet: the picture must be whole in itself.

/** The elements a drawing may use; an HTML element or a class would need a page around it. */
const SVG_ELEMENTS = new Set([
  'svg',
  'title',
  'desc',
  'defs',
  'pattern',
  'clipPath',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
]);

describe.each(seededCalculators)(
  'the %s drawing rendered on the server',
  (_name, definition, configuration) => {
    const markup = renderToStaticMarkup(
      createElement(ConfigurationDrawing, { definition, configuration, locale: 'ro' }),
    );

    it('is one standalone SVG document of SVG elements only', () => {
      expect(markup).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(markup).toMatch(/<\/svg>$/);
      expect(markup.match(/<svg[\s>]/g)).toHaveLength(1);
      const elements = new Set([...markup.matchAll(/<([a-zA-Z]+)/g)].map((match) => match[1]));
      expect([...elements].filter((element) => !SVG_ELEMENTS.has(element as string))).toEqual([]);
    });

    it('carries its colours itself, with no class for a stylesheet to fill in', () => {
      expect(markup).not.toMatch(/\sclass(Name)?=/);
      expect(markup).toMatch(/^<svg [^>]*style="background:#ffffff"/);
    });

    it("writes the item's sizes along its dimension lines", () => {
      const texts = dimensionTexts(markup).join(' ');
      expect(texts).toContain(String(configuration.width));
      expect(texts).toContain(String(configuration.height));
    });
  },
);
