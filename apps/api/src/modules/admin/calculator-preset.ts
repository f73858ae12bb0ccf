import type { AdminCalculatorPreset, AdminCalculatorPresetInput } from '@vitrina/contract';
import { type CalculatorDefinition, type LocalizedText, quote } from '@vitrina/pricing';
import type { CalculatorPresetChoices } from '../../db/schema';

// A product's calculator preset (docs/adr/0043) is checked the way the API checks any configuration it keeps: the
// engine prices it with sizes refused, not clamped. A preset that does not price would open the configurator on
// "the price cannot be calculated", so it is refused as an unknown option is.

export interface PresetProblem {
  /** Inside the preset: 'width', 'options.profile', or '' for the preset as a whole. */
  field: string;
  message: LocalizedText;
}

/** The stored choices of a preset as sent: a size left null keeps the calculator's default. */
export function presetChoices(input: AdminCalculatorPresetInput): CalculatorPresetChoices {
  return {
    ...(input.width === null ? {} : { width: input.width }),
    ...(input.height === null ? {} : { height: input.height }),
    options: input.options,
  };
}

/** The preset as answered. */
export function presetBody(typeId: number, choices: CalculatorPresetChoices): AdminCalculatorPreset {
  return {
    calculator_type_id: typeId,
    width: choices.width ?? null,
    height: choices.height ?? null,
    options: choices.options ?? {},
  };
}

/** What keeps `choices` from opening a priced configuration of `definition`; none when it prices. */
export function presetProblems(
  definition: CalculatorDefinition,
  choices: CalculatorPresetChoices,
): PresetProblem[] {
  const result = quote(definition, choices, { sizes: 'reject' });
  if (result.status === 'priced') return [];
  if (result.status === 'on_request') return [{ field: '', message: result.reason }];
  return result.errors.map((error) => ({
    // A sash too wide or too large follows from the width and the layout; the width is where it is mended.
    field: error.field === 'configuration' ? '' : error.field.startsWith('sashes') ? 'width' : error.field,
    message: error.message,
  }));
}
