import { conditionField, holds } from './conditions';
import type { Configuration } from './configuration';
import type { CalculatorDefinition } from './definition';
import type { ConfigurationError } from './quote-types';

/**
 * The `requires` and `excludes` rules, checked after the automatic choices. The error sits on the part
 * named by the rule's `when` (the option the visitor just chose), with the rule's own message.
 */
export function checkRules(
  definition: CalculatorDefinition,
  configuration: Configuration,
): ConfigurationError[] {
  const errors: ConfigurationError[] = [];
  for (const rule of definition.rules) {
    if (rule.type === 'auto' || !holds(rule.when, configuration)) continue;
    const broken =
      rule.type === 'requires' ? !holds(rule.required, configuration) : holds(rule.excluded, configuration);
    if (broken)
      errors.push({
        field: conditionField(rule.when, configuration),
        code: rule.type,
        message: rule.message,
      });
  }
  return errors;
}
