import type { Locale } from '@vitrina/locale';
import type { CalculatorDefinition, Configuration } from '@vitrina/pricing';
import { type DrawingTexts, drawingTexts } from './drawing-texts';
import { unitsFor } from './geometry';
import { drawingKinds } from './kinds';
import type { KindDrawing } from './scene';

/** A configuration as drawn, with what the picture and its legend both read. */
export interface DrawnConfiguration {
  configuration: Configuration;
  texts: DrawingTexts;
  drawing: KindDrawing;
}

/**
 * Sizes as the drawing can take them: a size being typed may be empty or absurd for a moment, and the picture
 * must not break meanwhile; such a size is drawn at its default, any other at its true value (even out of
 * range, so the visitor sees what they typed).
 */
function drawable(definition: CalculatorDefinition, configuration: Configuration): Configuration {
  const sane = (value: number, fallback: number) =>
    Number.isFinite(value) && value >= 10 && value <= 100_000 ? value : fallback;
  return {
    ...configuration,
    width: sane(configuration.width, definition.sizes.width.default),
    height: sane(configuration.height, definition.sizes.height.default),
  };
}

/** The definition's drawing kind applied to a configuration. Pure, so the picture and its legend agree. */
export function drawConfiguration(
  definition: CalculatorDefinition,
  given: Configuration,
  locale: Locale,
  id: string,
): DrawnConfiguration {
  const texts = drawingTexts(locale);
  const configuration = drawable(definition, given);
  const draw = drawingKinds[definition.drawing];
  const scene = { definition, configuration, locale, texts, id };
  // Text and strokes follow the whole picture, not only the item: a sill's section or a gate's tail widens it,
  // and the texts must stay as readable as on a window. So a first pass measures, the second one draws.
  const first = draw({ ...scene, units: unitsFor(Math.max(configuration.width, configuration.height)) });
  const extent = Math.max(
    configuration.width,
    configuration.height,
    first.box.width * 0.85,
    first.box.height * 0.85,
  );
  return { configuration, texts, drawing: draw({ ...scene, units: unitsFor(extent) }) };
}
