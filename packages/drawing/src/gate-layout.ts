import type { CalculatorDefinition, Configuration } from '@vitrina/pricing';
import { anyChosenMentions, sashCount } from './choices';

/** Sectional gate panels are about 500 mm high each. */
export function sectionalPanelCount(height: number): number {
  return Math.max(1, Math.round(height / 500));
}

/** Swing gates have two leaves unless a layout feature says otherwise. */
export function swingLeafCount(definition: CalculatorDefinition, configuration: Configuration): number {
  return definition.features.some((feature) => feature.role === 'layout')
    ? sashCount(definition, configuration)
    : 2;
}

/** A swing gate opens inward unless an option (any role: the schema has no hint for it) says outward. */
export function swingsOutward(definition: CalculatorDefinition, configuration: Configuration): boolean {
  return anyChosenMentions(definition, configuration, ['outward', 'outside', 'exterior']);
}
