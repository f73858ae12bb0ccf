import { holds } from './conditions';
import type { Configuration } from './configuration';
import type { CalculatorDefinition } from './definition';

/** A chain of automatic choices settles in a few passes; a definition that oscillates stops here. */
const MAX_PASSES = 5;

/**
 * Applies the `auto` rules in declared order, again and again until nothing changes, so a choice made by one
 * rule can trigger the next. Returns a new configuration; options an auto rule names must exist
 * (`checkDefinition` verifies it).
 */
export function applyAutoRules(
  definition: CalculatorDefinition,
  configuration: Configuration,
): Configuration {
  return settleAutoRules(definition, configuration).configuration;
}

/** The same, saying whether the rules settled (a pass changed nothing) or were stopped while still fighting. */
export function settleAutoRules(
  definition: CalculatorDefinition,
  configuration: Configuration,
): { configuration: Configuration; settled: boolean } {
  let current = configuration;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    let changed = false;
    for (const rule of definition.rules) {
      if (rule.type !== 'auto' || !holds(rule.when, current)) continue;
      const next = applySet(definition, current, rule.set);
      if (next !== current) {
        current = next;
        changed = true;
      }
    }
    if (!changed) return { configuration: current, settled: true };
  }
  return { configuration: current, settled: false };
}

function applySet(
  definition: CalculatorDefinition,
  configuration: Configuration,
  set: { feature: string; option: string } | { additional: string; value: boolean },
): Configuration {
  if ('feature' in set) {
    if (configuration.options[set.feature] === set.option) return configuration;
    return { ...configuration, options: { ...configuration.options, [set.feature]: set.option } };
  }
  const on = configuration.additionals.includes(set.additional);
  if (on === set.value) return configuration;
  const wanted = new Set(configuration.additionals);
  if (set.value) wanted.add(set.additional);
  else wanted.delete(set.additional);
  // Toggles stay in declared order so equal configurations compare equal.
  const additionals = definition.additionals.map((a) => a.key).filter((key) => wanted.has(key));
  return { ...configuration, additionals };
}
