import {
  type CalculatorDefinition,
  type ConfigurationInput,
  type OpeningType,
  sashCount,
} from '@vitrina/pricing';

// Sashes follow the layout (issue 4 semantics): the chosen option of the `layout` feature says how many there
// are. The engine refuses a sash list of the wrong length rather than guess; the configurator, where a
// click on another layout changes the count, keeps the openings already chosen from the left and gives new
// sashes the default opening, so the visitor's choice stays priceable.

/** The input with exactly as many sashes as its layout asks for (unchanged when it names no sashes). */
export function fitSashes(definition: CalculatorDefinition, input: ConfigurationInput): ConfigurationInput {
  if (definition.sashes === null || input.sashes === undefined || input.sashes.length === 0) return input;
  const count = sashCount(definition, input.options ?? {});
  if (input.sashes.length === count) return input;
  const fallback: OpeningType = definition.sashes.default;
  const sashes = Array.from({ length: count }, (_, i) => input.sashes?.[i] ?? fallback);
  return { ...input, sashes };
}
