import type { Configuration } from './configuration';
import type { CalculatorDefinition } from './definition';
import { findOpening, sashGeometry } from './layout';
import { sashMaxAreaMessage, sashMaxWidthMessage, sashMinWidthMessage } from './messages';
import type { ConfigurationError } from './quote-types';

/**
 * Size limits of each sash by its opening type. Sashes split the width equally, so a sash is
 * `width / count` wide; comparisons multiply by `count` instead of dividing, so 1000 mm in three sashes is
 * exactly 333⅓ mm and never rounds across a limit.
 */
export function checkSashLimits(
  definition: CalculatorDefinition,
  configuration: Configuration,
): ConfigurationError[] {
  const { count, frameWidth, height } = sashGeometry(definition, configuration);
  const errors: ConfigurationError[] = [];
  configuration.sashes.forEach((type, index) => {
    const opening = findOpening(definition, type);
    if (!opening) return;
    const field = `sashes.${index}`;
    if (frameWidth < opening.minSashWidth * count) {
      errors.push({ field, code: 'sash_min_width', message: sashMinWidthMessage(index, opening) });
    } else if (frameWidth > opening.maxSashWidth * count) {
      errors.push({ field, code: 'sash_max_width', message: sashMaxWidthMessage(index, opening) });
    }
    if (frameWidth * height > opening.maxSashArea * count) {
      errors.push({ field, code: 'sash_max_area', message: sashMaxAreaMessage(index, opening) });
    }
  });
  return errors;
}
