import type { Configuration } from './configuration';
import type { Condition } from './definition';

/** Whether a rule's condition holds for a configuration. */
export function holds(condition: Condition, configuration: Configuration): boolean {
  if ('feature' in condition) {
    const chosen = configuration.options[condition.feature];
    return chosen !== undefined && condition.in.includes(chosen);
  }
  if ('additional' in condition)
    return configuration.additionals.includes(condition.additional) === condition.is;
  return configuration.sashes.includes(condition.opening);
}

/**
 * Where the UI shows a broken rule: next to the option group, the toggle, or the first sash the condition
 * names ('sashes.0' when no sash has it).
 */
export function conditionField(condition: Condition, configuration: Configuration): string {
  if ('feature' in condition) return `options.${condition.feature}`;
  if ('additional' in condition) return `additionals.${condition.additional}`;
  return `sashes.${Math.max(0, configuration.sashes.indexOf(condition.opening))}`;
}
