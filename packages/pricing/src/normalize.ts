import { applyAutoRules } from './auto-rules';
import type { Configuration, ConfigurationInput } from './configuration';
import type { CalculatorDefinition } from './definition';
import { findOpening, sashCount } from './layout';
import {
  sashCountMessage,
  unknownAdditionalMessage,
  unknownFeatureMessage,
  unknownOpeningMessage,
  unknownOptionMessage,
} from './messages';
import type { OpeningType } from './opening-types';
import type { ConfigurationError, QuoteOptions } from './quote-types';
import { checkRules } from './rules';
import { checkSashLimits } from './sash-limits';
import { normalizeSize } from './sizes';

/**
 * Fills what the input leaves out (defaults), applies the `auto` rules, clamps or checks the sizes, and
 * checks options, sashes and rules. The configuration returned is always complete and drawable (unknown
 * choices fall back to the defaults); `errors` says what was refused. Normalizing a normalized
 * configuration changes nothing.
 */
export function normalizeConfiguration(
  definition: CalculatorDefinition,
  input: ConfigurationInput,
  { sizes = 'reject' }: Pick<QuoteOptions, 'sizes'> = {},
): { configuration: Configuration; errors: ConfigurationError[] } {
  const errors: ConfigurationError[] = [];

  const width = normalizeSize('width', input.width, definition.sizes.width, sizes);
  const height = normalizeSize('height', input.height, definition.sizes.height, sizes);
  for (const size of [width, height]) if (size.error) errors.push(size.error);

  const options = Object.fromEntries(definition.features.map((feature) => [feature.key, feature.default]));
  for (const [featureKey, optionKey] of Object.entries(input.options ?? {})) {
    const feature = definition.features.find((f) => f.key === featureKey);
    if (!feature) {
      errors.push({
        field: `options.${featureKey}`,
        code: 'invalid',
        message: unknownFeatureMessage(featureKey),
      });
    } else if (!feature.options.some((option) => option.key === optionKey)) {
      errors.push({
        field: `options.${featureKey}`,
        code: 'invalid',
        message: unknownOptionMessage(feature),
      });
    } else {
      options[featureKey] = optionKey;
    }
  }

  let additionals = definition.additionals.filter((a) => a.default).map((a) => a.key);
  if (input.additionals) {
    const wanted = new Set(input.additionals);
    for (const key of wanted) {
      if (!definition.additionals.some((a) => a.key === key)) {
        errors.push({ field: `additionals.${key}`, code: 'invalid', message: unknownAdditionalMessage(key) });
      }
    }
    additionals = definition.additionals.map((a) => a.key).filter((key) => wanted.has(key));
  }

  const fallback = definition.sashes?.default;
  const given = (input.sashes ?? []).map((type, index): OpeningType | undefined => {
    if (findOpening(definition, type)) return type;
    errors.push({
      field: `sashes.${index}`,
      code: 'invalid',
      message: unknownOpeningMessage(index, String(type)),
    });
    return fallback;
  });

  let configuration: Configuration = {
    width: width.value,
    height: height.value,
    options,
    additionals,
    sashes: fitSashes(given, sashCount(definition, options), fallback),
  };
  // An automatic choice may change the layout, and a new sash may trigger another automatic choice.
  for (let pass = 0; pass < 3; pass += 1) {
    configuration = applyAutoRules(definition, configuration);
    const count = sashCount(definition, configuration.options);
    if (configuration.sashes.length === count) break;
    configuration = { ...configuration, sashes: fitSashes(configuration.sashes, count, fallback) };
  }

  // No sashes (or an empty list) means "the defaults"; a list of the wrong length is refused, not guessed.
  if (input.sashes?.length && input.sashes.length !== configuration.sashes.length) {
    errors.push({
      field: 'sashes',
      code: 'sash_count',
      message: sashCountMessage(configuration.sashes.length),
    });
  }
  // Sash limits follow from the sizes; a wrong size is reported once, on the size.
  if (!width.error && !height.error) errors.push(...checkSashLimits(definition, configuration));
  errors.push(...checkRules(definition, configuration));
  return { configuration, errors };
}

/** The sashes of a layout: the given ones first, the default opening for the rest, extra ones dropped. */
export function fitSashes(
  given: (OpeningType | undefined)[],
  count: number,
  fallback: OpeningType | undefined,
): OpeningType[] {
  if (!fallback) return [];
  return Array.from({ length: count }, (_, index) => given[index] ?? fallback);
}

/** A size held to its limits (docs/product.md §4: a size is clamped to its min and max). */
export function clampSize(value: number, limits: { min: number; max: number }): number {
  return Math.min(limits.max, Math.max(limits.min, Math.round(value)));
}
