import type { Configuration } from './configuration';
import type { CalculatorDefinition, LocalizedText } from './definition';

/**
 * A configuration in words, one line per choice, in every language: what a cart line, an order and the
 * shop's e-mail say about a configured item. Labels come from the definition that priced it.
 */
export function configurationSummary(
  definition: CalculatorDefinition,
  configuration: Configuration,
): LocalizedText[] {
  const { width, height } = configuration;
  const lines: LocalizedText[] = [
    {
      ro: `${definition.sizes.width.label.ro} × ${definition.sizes.height.label.ro}: ${width} × ${height} mm`,
      ru: `${definition.sizes.width.label.ru} × ${definition.sizes.height.label.ru}: ${width} × ${height} мм`,
    },
  ];
  for (const feature of definition.features) {
    const chosen = configuration.options[feature.key] ?? feature.default;
    const option = feature.options.find((candidate) => candidate.key === chosen);
    if (option)
      lines.push({
        ro: `${feature.label.ro}: ${option.label.ro}`,
        ru: `${feature.label.ru}: ${option.label.ru}`,
      });
  }
  configuration.sashes.forEach((type, index) => {
    const opening = definition.sashes?.openings.find((candidate) => candidate.type === type);
    if (opening)
      lines.push({
        ro: `Canatul ${index + 1}: ${opening.label.ro}`,
        ru: `Створка ${index + 1}: ${opening.label.ru}`,
      });
  });
  const on = definition.additionals.filter((additional) =>
    configuration.additionals.includes(additional.key),
  );
  if (on.length > 0)
    lines.push({
      ro: `Opțiuni: ${on.map((additional) => additional.label.ro).join(', ')}`,
      ru: `Опции: ${on.map((additional) => additional.label.ru).join(', ')}`,
    });
  return lines;
}
