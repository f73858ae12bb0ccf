/** @jsxRuntime automatic */
import type { Locale } from '@vitrina/locale';
import type { CalculatorDefinition, Configuration } from '@vitrina/pricing';
import { describeConfiguration } from './describe';
import { drawConfiguration } from './draw-configuration';
import { round } from './geometry';
import { Patterns } from './Patterns';
import { PAPER } from './palette';

interface ConfigurationDrawingProps {
  definition: CalculatorDefinition;
  configuration: Configuration;
  locale: Locale;
  /** Id prefix, needed only when one page shows two drawings. */
  id?: string;
}

/**
 * The configured item drawn to scale (one SVG unit = 1 mm) with its dimensions and opening symbols. Pure: no
 * hooks or state, so it renders on the server and again inside the client configurator. Every colour is an
 * attribute of its element, so the markup alone is the whole picture (a PDF, an e-mail); the host page only
 * sizes it.
 */
export function ConfigurationDrawing({
  definition,
  configuration: given,
  locale,
  id = 'configuration-drawing',
}: ConfigurationDrawingProps) {
  const { configuration, texts, drawing } = drawConfiguration(definition, given, locale, id);
  const { box } = drawing;
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  return (
    <svg
      viewBox={[box.x, box.y, box.width, box.height].map(round).join(' ')}
      preserveAspectRatio="xMidYMid meet"
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      xmlns="http://www.w3.org/2000/svg"
      data-drawing={definition.drawing}
      // The texts are dark on white whatever the page around it, also where the page letterboxes the picture.
      style={{ background: PAPER }}
    >
      <title id={titleId}>{texts.title}</title>
      <desc id={descId}>{describeConfiguration(definition, configuration, locale)}</desc>
      <Patterns />
      {drawing.body}
    </svg>
  );
}
