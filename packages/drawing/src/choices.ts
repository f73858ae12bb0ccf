import {
  type CalculatorDefinition,
  type Configuration,
  chosenOption as chosenIn,
  type DrawingKind,
  type FeatureRole,
  featureWithRole,
  type OpeningType,
  type Option,
} from '@vitrina/pricing';

// What the drawing needs from a configuration, read by feature ROLE (not by key), so a calculator defined
// later with other keys draws the same way. Each reader falls back to the definition's defaults.

/**
 * The option chosen in the first feature with this role, or null when the calculator has no such feature. A key
 * the feature does not offer (a half-typed link) draws as its default.
 */
export function chosenOption(
  definition: CalculatorDefinition,
  configuration: Configuration,
  role: FeatureRole,
): Option | null {
  const feature = featureWithRole(definition, role);
  if (feature === undefined) return null;
  return chosenIn(feature, configuration.options) ?? chosenIn(feature, {}) ?? feature.options[0] ?? null;
}

/** The first chosen option among these roles, in order of preference. */
export function firstChosen(
  definition: CalculatorDefinition,
  configuration: Configuration,
  roles: readonly FeatureRole[],
): Option | null {
  for (const role of roles) {
    const option = chosenOption(definition, configuration, role);
    if (option !== null) return option;
  }
  return null;
}

export interface Finish {
  /** CSS colour of the surface. */
  colour: string;
  woodgrain: boolean;
  /** The option that gave it, for the text alternative; null when nothing was chosen (plain white). */
  option: Option | null;
}

const WHITE = '#f7f7f5';

/** The colour we see: from inside for windows and doors (inside colour first), else the plain colour. */
export function finish(
  definition: CalculatorDefinition,
  configuration: Configuration,
  roles: readonly FeatureRole[] = ['colour-inside', 'colour', 'colour-outside'],
): Finish {
  const option = firstChosen(definition, configuration, roles);
  return {
    colour: option?.drawing.swatch ?? WHITE,
    woodgrain: option?.drawing.pattern === 'woodgrain',
    option,
  };
}

export type Shape = 'rectangle' | 'arch' | 'trapezoid' | 'triangle';

export function shapeOf(definition: CalculatorDefinition, configuration: Configuration): Shape {
  return chosenOption(definition, configuration, 'shape')?.drawing.shape ?? 'rectangle';
}

export type Transom = 'none' | 'fixed' | 'tilt';

export function transomOf(definition: CalculatorDefinition, configuration: Configuration): Transom {
  if (definition.sashes === null) return 'none';
  return chosenOption(definition, configuration, 'skylight')?.drawing.transom ?? 'none';
}

/** Sash count by the agreed semantics: the layout option's hint, 1 when there is no layout feature. */
export function sashCount(definition: CalculatorDefinition, configuration: Configuration): number {
  const count = chosenOption(definition, configuration, 'layout')?.drawing.sashes ?? 1;
  return Math.min(3, Math.max(1, count));
}

/** One opening type per sash, left to right as seen from inside; missing ones take the definition's default. */
export function sashOpenings(definition: CalculatorDefinition, configuration: Configuration): OpeningType[] {
  const fallback = definition.sashes?.default ?? 'fixed';
  return Array.from(
    { length: sashCount(definition, configuration) },
    (_, index) => configuration.sashes[index] ?? fallback,
  );
}

/** Whether an additional whose key contains this word is switched on (e.g. 'wicket'). */
export function additionalOn(
  definition: CalculatorDefinition,
  configuration: Configuration,
  word: string,
): boolean {
  return definition.additionals.some(
    (additional) => additional.key.includes(word) && configuration.additionals.includes(additional.key),
  );
}

/** Whether an option names one of these words in its key (for hints the schema has no field for). */
export function optionMentions(option: Option | null, words: readonly string[]): boolean {
  return option !== null && words.some((word) => option.key.includes(word));
}

/** Which options give the colour we see, per drawing: windows and doors are seen from inside. */
const FINISH_ROLES: Record<DrawingKind, readonly FeatureRole[]> = {
  window: ['colour-inside', 'colour', 'colour-outside'],
  door: ['colour-inside', 'colour', 'colour-outside'],
  'sectional-gate': ['colour', 'colour-outside', 'colour-inside'],
  'sliding-gate': ['colour', 'colour-outside', 'colour-inside'],
  'swing-gate': ['colour', 'colour-outside', 'colour-inside'],
  'roller-shutter': ['colour', 'colour-outside', 'colour-inside'],
  awning: ['fabric', 'colour'],
  blind: ['colour', 'fabric', 'colour-inside'],
  'window-sill': ['colour', 'material'],
};

/** The visible colour of the item as its drawing kind reads it. */
export function itemFinish(definition: CalculatorDefinition, configuration: Configuration): Finish {
  return finish(definition, configuration, FINISH_ROLES[definition.drawing]);
}

/** Whether a chosen option of any feature names one of these words in its key (inward/outward, ...). */
export function anyChosenMentions(
  definition: CalculatorDefinition,
  configuration: Configuration,
  words: readonly string[],
): boolean {
  return definition.features.some((feature) => {
    const key = configuration.options[feature.key] ?? feature.default;
    return words.some((word) => key.includes(word));
  });
}
