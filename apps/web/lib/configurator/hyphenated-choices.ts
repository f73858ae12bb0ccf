import type { CalculatorDefinition, LocalizedText } from '@vitrina/pricing';
import { hyphenateSync as hyphenateRo } from 'hyphen/ro';
import { hyphenateSync as hyphenateRu } from 'hyphen/ru';

// Server side only: the patterns are large and the browser gets the result.
// Choice names sit three to a row at 375 px, and a word such as "Прямоугольная" or "Dreptunghiulară" is wider than
// its tile. CSS `hyphens: auto` needs the browser's hyphenation data for the page's language, which many browsers
// lack (Chromium on Linux, its headless shell), and then the word breaks anywhere without a hyphen. Soft hyphens
// placed by TeX patterns break the word where a reader expects and show a hyphen; they are invisible otherwise and
// accessible names ignore them.

/** Words shorter than this never need a break inside a tile. */
const minWordLength = 8;

function hyphenated(text: LocalizedText): LocalizedText {
  return {
    ro: hyphenateRo(text.ro, { minWordLength }),
    // Russian names keep the makers' Latin names ("Salamander Streamline 76"): the Romanian patterns break those
    // and leave Cyrillic alone.
    ru: hyphenateRo(hyphenateRu(text.ru, { minWordLength }), { minWordLength }),
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
