import type { CalculatorDefinition, Configuration } from '@vitrina/pricing';

// A blind is drawn as slats or as a fabric roll. The schema has no field for it, so the chosen options say
// it: a ribbed pattern, or a key naming slats (venetian, horizontal, lamellae), means slats.
const SLAT_WORDS = ['slat', 'lamel', 'venetian', 'horizontal', 'jaluz', 'aluminium', 'aluminum', 'wood'];

export function bladeKind(
  definition: CalculatorDefinition,
  configuration: Configuration,
): 'slats' | 'fabric' {
  const chosen = definition.features
    .filter((feature) => !feature.role.startsWith('colour'))
    .flatMap((feature) => {
      const key = configuration.options[feature.key] ?? feature.default;
      const option = feature.options.find((candidate) => candidate.key === key);
      return option === undefined ? [] : [option];
    });
  const slats = chosen.some(
    (option) => option.drawing.pattern === 'ribbed' || SLAT_WORDS.some((word) => option.key.includes(word)),
  );
  return slats ? 'slats' : 'fabric';
}
