import { Resvg } from '@resvg/resvg-js';
import { ConfigurationDrawing } from '@vitrina/drawing';
import type { Locale } from '@vitrina/locale';
import type { CalculatorDefinition, Configuration } from '@vitrina/pricing';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { boldFont, FONT_FAMILY, regularFont } from './fonts';

// The shared drawing (packages/drawing, pure React SVG) as the server hands it out: its markup rendered with
// react-dom/server, and a PNG rasterized from it by resvg with the embedded font, for a PDF page and for e-mail
// clients, which show PNG but not SVG (docs/adr/0039).

export interface DrawingSubject {
  definition: CalculatorDefinition;
  configuration: Configuration;
  locale: Locale;
}

/** The drawing's SVG document. */
export function drawingSvg({ definition, configuration, locale }: DrawingSubject): string {
  return renderToStaticMarkup(createElement(ConfigurationDrawing, { definition, configuration, locale }));
}

/**
 * The drawing as a PNG `width` pixels wide on white. The drawing's texts ask for 'system-ui, sans-serif': with
 * no system fonts loaded, resvg draws them in DejaVu Sans on every machine alike.
 */
export function drawingPng(subject: DrawingSubject, width: number): Buffer {
  const resvg = new Resvg(drawingSvg(subject), {
    fitTo: { mode: 'width', value: width },
    background: '#ffffff',
    font: {
      fontFiles: [regularFont, boldFont],
      loadSystemFonts: false,
      defaultFontFamily: FONT_FAMILY,
      sansSerifFamily: FONT_FAMILY,
    },
  });
  return resvg.render().asPng();
}
