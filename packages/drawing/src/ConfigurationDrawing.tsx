import type { Locale } from '@vitrina/locale';
import type { CalculatorDefinition, Configuration } from '@vitrina/pricing';
import styles from './ConfigurationDrawing.module.css';
import { describeConfiguration } from './describe';
import { drawingTexts } from './drawing-texts';
import { round, unitsFor } from './geometry';
import { drawingKinds } from './kinds';
import { Legend } from './Legend';
import { Patterns } from './Patterns';

export { describeConfiguration } from './describe';
export { OpeningIcon } from './OpeningIcon';

export interface ConfigurationDrawingProps {
  definition: CalculatorDefinition;
  configuration: Configuration;
  locale: Locale;
  /** Id prefix, needed only when one page shows two drawings. */
  id?: string;
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

/**
 * The configured item drawn to scale (one SVG unit = 1 mm) with its dimensions, opening symbols and legend.
 * Pure: no hooks or state, so it renders on the server and again inside the client configurator.
 */
export function ConfigurationDrawing({
  definition,
  configuration: given,
  locale,
  id = 'configuration-drawing',
}: ConfigurationDrawingProps) {
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
  const drawing = draw({ ...scene, units: unitsFor(extent) });
  const { box } = drawing;
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  return (
    <figure className={styles.figure} data-drawing={definition.drawing}>
      <svg
        className={styles.svg}
        viewBox={[box.x, box.y, box.width, box.height].map(round).join(' ')}
        preserveAspectRatio="xMidYMid meet"
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        xmlns="http://www.w3.org/2000/svg"
      >
        <title id={titleId}>{texts.title}</title>
        <desc id={descId}>{describeConfiguration(definition, configuration, locale)}</desc>
        <Patterns />
        {drawing.body}
      </svg>
      <Legend
        symbols={drawing.symbols}
        swing={drawing.swing ?? false}
        view={drawing.view}
        namedSizes={drawing.namedSizes ?? []}
        texts={texts}
      />
    </figure>
  );
}
