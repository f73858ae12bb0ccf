import type { CalculatorDefinition, LocalizedText } from '@vitrina/pricing';
import { hyphenate, shortestBreakable } from '@/lib/hyphenate';

// Choice names sit three to a row at 375 px: they carry soft hyphens placed on the server (lib/hyphenate.ts).

function hyphenated(text: LocalizedText): LocalizedText {
  return {
    ro: hyphenate('ro', text.ro, shortestBreakable.tile),
    ru: hyphenate('ru', text.ru, shortestBreakable.tile),
  };
}

/**
 * The definition as the configurator shows it: its option and opening names with soft hyphens. Only names drawn
 * in the choice tiles change; prices, keys and rules are untouched.
 */
export function withHyphenatedChoices(definition: CalculatorDefinition): CalculatorDefinition {
  return {
    ...definition,
    features: definition.features.map((feature) => ({
      ...feature,
      options: feature.options.map((option) => ({ ...option, label: hyphenated(option.label) })),
    })),
    sashes: definition.sashes && {
      ...definition.sashes,
      openings: definition.sashes.openings.map((opening) => ({
        ...opening,
        label: hyphenated(opening.label),
      })),
    },
  };
}
