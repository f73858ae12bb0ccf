import type { Configuration } from './configuration';
import type { CalculatorDefinition, Feature, Opening, Option } from './definition';
import type { OpeningType } from './opening-types';

// How a window or door is divided: the layout feature gives the sash count, the skylight feature takes a
// transom off the top, sashes split the rest of the frame equally (issue 4 semantics, shared with the drawing).

export function chosenOption(feature: Feature, options: Record<string, string>): Option | undefined {
  const key = options[feature.key] ?? feature.default;
  return feature.options.find((option) => option.key === key);
}

/** The first feature with this role (features are in display order). */
export function featureWithRole(
  definition: CalculatorDefinition,
  role: Feature['role'],
): Feature | undefined {
  return definition.features.find((feature) => feature.role === role);
}

/** Sashes (leaves) of the chosen layout: 0 without sashes, 1 without a layout feature. */
export function sashCount(definition: CalculatorDefinition, options: Record<string, string>): number {
  if (!definition.sashes) return 0;
  const layout = featureWithRole(definition, 'layout');
  if (!layout) return 1;
  return chosenOption(layout, options)?.drawing.sashes ?? 1;
}

/** Height in mm the chosen skylight takes at the top of the frame (0 without one). */
export function transomHeight(definition: CalculatorDefinition, options: Record<string, string>): number {
  if (!definition.sashes) return 0;
  const skylight = featureWithRole(definition, 'skylight');
  if (!skylight) return 0;
  const transom = chosenOption(skylight, options)?.drawing.transom ?? 'none';
  return transom === 'none' ? 0 : definition.sashes.transomHeight;
}

export function findOpening(definition: CalculatorDefinition, type: OpeningType): Opening | undefined {
  return definition.sashes?.openings.find((opening) => opening.type === type);
}

/**
 * One sash's size. The width is `frameWidth / count` and is NOT rounded: compare and price with the
 * numerator and `count` to stay exact (a 1000 mm frame has three sashes of 333⅓ mm).
 */
export interface SashGeometry {
  count: number;
  frameWidth: number;
  /** Height of the sashes below the transom, never negative. */
  height: number;
}

export function sashGeometry(definition: CalculatorDefinition, configuration: Configuration): SashGeometry {
  return {
    count: Math.max(1, configuration.sashes.length),
    frameWidth: configuration.width,
    height: Math.max(0, configuration.height - transomHeight(definition, configuration.options)),
  };
}
