import type { Locale } from '@vitrina/locale';
import type { CalculatorDefinition, Configuration } from '@vitrina/pricing';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ConfigurationDrawing } from '../../src/ConfigurationDrawing';
import { DrawingLegend } from '../../src/DrawingLegend';

// Test helpers: the drawing's markup as a browser receives it from the server, and small readers of it.

/** The picture with its legend in one figure, as the storefront shows them. */
export function renderDrawing(
  definition: CalculatorDefinition,
  configuration: Configuration,
  locale: Locale = 'ro',
) {
  const props = { definition, configuration, locale };
  return renderToStaticMarkup(
    createElement(
      'figure',
      null,
      createElement(ConfigurationDrawing, props),
      createElement(DrawingLegend, props),
    ),
  );
}

/** The drawing alone, without the legend's icons. */
export function picture(markup: string): string {
  return markup.slice(0, markup.indexOf('<figcaption'));
}

export function viewBox(markup: string): { x: number; y: number; width: number; height: number } {
  const match = /viewBox="([^"]+)"/.exec(markup);
  const [x, y, width, height] = (match?.[1] ?? '').split(' ').map(Number) as [number, number, number, number];
  return { x, y, width, height };
}

export function count(markup: string, pattern: RegExp): number {
  return [...markup.matchAll(new RegExp(pattern, 'g'))].length;
}

/** The markup of each sash group, left to right. */
export function sashes(markup: string): string[] {
  return markup.split(/(?=<g data-sash=")/).slice(1);
}

/** The texts written along dimension lines. */
export function dimensionTexts(markup: string): string[] {
  return [...markup.matchAll(/<g data-dimension="[a-z]+"[^>]*>.*?<text[^>]*>([^<]*)<\/text>/g)].map(
    (match) => match[1] as string,
  );
}

export function legendEntries(markup: string): string[] {
  return [...markup.matchAll(/data-legend="([a-zA-Z]+)"/g)].map((match) => match[1] as string);
}
