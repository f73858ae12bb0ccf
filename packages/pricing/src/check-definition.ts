import { settleAutoRules } from './auto-rules';
import type { CalculatorDefinition, Condition, Rate, Size } from './definition';
import { normalizeConfiguration } from './normalize';
import { quote } from './quote';

/**
 * What the schema cannot say about a definition: references between its parts, grid shapes, sane limits,
 * and that its default configuration prices. Empty when sound. The seeder and the API tests run it on every
 * stored definition, so a broken price list fails a test instead of a visitor's quote.
 */
export function checkDefinition(definition: CalculatorDefinition): string[] {
  const problems = [
    ...checkSizes(definition),
    ...checkFeatures(definition),
    ...checkSashes(definition),
    ...checkBase(definition),
    ...checkRules(definition),
  ];
  if (problems.length > 0) return problems;
  try {
    const defaults = normalizeConfiguration(definition, {}).configuration;
    if (!settleAutoRules(definition, defaults).settled) problems.push('the auto rules never settle');
    const result = quote(definition, {});
    if (result.status !== 'priced') {
      const why =
        result.status === 'rejected' ? result.errors.map((e) => `${e.field}: ${e.code}`).join(', ') : '';
      problems.push(`the default configuration is ${result.status} ${why}`.trim());
    }
  } catch (error) {
    problems.push(`the default configuration fails to price: ${(error as Error).message}`);
  }
  return problems;
}

function checkSizes(definition: CalculatorDefinition): string[] {
  const check = (name: string, size: Size) =>
    size.min <= size.default && size.default <= size.max ? [] : [`sizes.${name}: min ≤ default ≤ max fails`];
  return [...check('width', definition.sizes.width), ...check('height', definition.sizes.height)];
}

function duplicates(keys: string[]): string[] {
  return keys.filter((key, index) => keys.indexOf(key) !== index);
}

function checkFeatures(definition: CalculatorDefinition): string[] {
  const problems: string[] = [];
  for (const key of duplicates(definition.features.map((f) => f.key)))
    problems.push(`feature ${key} is declared twice`);
  for (const key of duplicates(definition.additionals.map((a) => a.key))) {
    problems.push(`additional ${key} is declared twice`);
  }
  for (const feature of definition.features) {
    for (const key of duplicates(feature.options.map((o) => o.key))) {
      problems.push(`feature ${feature.key}: option ${key} is declared twice`);
    }
    if (!feature.options.some((option) => option.key === feature.default)) {
      problems.push(`feature ${feature.key}: default ${feature.default} is not one of its options`);
    }
  }
  for (const role of ['layout', 'skylight'] as const) {
    const count = definition.features.filter((f) => f.role === role).length;
    if (count > 1) problems.push(`only one feature may have the role ${role}`);
    if (count > 0 && !definition.sashes) problems.push(`a ${role} feature needs sashes`);
  }
  return problems;
}

function checkSashes(definition: CalculatorDefinition): string[] {
  const { sashes } = definition;
  if (!sashes) return [];
  const problems: string[] = [];
  for (const type of duplicates(sashes.openings.map((o) => o.type)))
    problems.push(`opening ${type} is declared twice`);
  if (!sashes.openings.some((opening) => opening.type === sashes.default)) {
    problems.push(`sashes.default ${sashes.default} is not an offered opening`);
  }
  for (const opening of sashes.openings) {
    if (opening.minSashWidth > opening.maxSashWidth)
      problems.push(`opening ${opening.type}: minSashWidth > maxSashWidth`);
  }
  const hasSkylight = definition.features.some((f) => f.role === 'skylight');
  if (hasSkylight && sashes.transomHeight >= definition.sizes.height.min) {
    problems.push('sashes.transomHeight leaves no sash at the smallest height');
  }
  return problems;
}

function ascending(steps: number[]): boolean {
  return steps.every((step, index) => index === 0 || step > (steps[index - 1] ?? 0));
}

function checkBase(definition: CalculatorDefinition): string[] {
  const { base } = definition;
  if (base.model !== 'grid') return checkRate(definition, base.rate);
  const feature = definition.features.find((f) => f.key === base.feature);
  if (!feature) return [`base.feature ${base.feature} is not a feature`];
  const problems: string[] = [];
  if (!ascending(base.widths)) problems.push('base.widths must ascend strictly');
  if (!ascending(base.heights)) problems.push('base.heights must ascend strictly');
  for (const key of Object.keys(base.prices)) {
    if (!feature.options.some((o) => o.key === key))
      problems.push(`base.prices.${key} is not an option of ${feature.key}`);
  }
  for (const option of feature.options) {
    const table = base.prices[option.key];
    const where = `base.prices.${option.key}`;
    if (!table) {
      problems.push(`${where} is missing`);
      continue;
    }
    if (table.length !== base.heights.length) problems.push(`${where} needs one row per height`);
    table.forEach((row, r) => {
      if (row.length !== base.widths.length) problems.push(`${where}[${r}] needs one price per width`);
      row.forEach((price, c) => {
        if (price < 0) problems.push(`${where}[${r}][${c}] is negative`);
        if (c > 0 && price < (row[c - 1] ?? 0))
          problems.push(`${where}[${r}][${c}] is lower than the narrower size`);
        const above = table[r - 1]?.[c];
        if (above !== undefined && price < above)
          problems.push(`${where}[${r}][${c}] is lower than the lower size`);
      });
    });
  }
  return problems;
}

function checkRate(definition: CalculatorDefinition, rate: Rate): string[] {
  if (typeof rate === 'number') return rate < 0 ? ['base.rate is negative'] : [];
  const feature = definition.features.find((f) => f.key === rate.feature);
  if (!feature) return [`base.rate.feature ${rate.feature} is not a feature`];
  return feature.options
    .filter((option) => rate.values[option.key] === undefined)
    .map((option) => `base.rate.values.${option.key} is missing`);
}

function checkRules(definition: CalculatorDefinition): string[] {
  const problems: string[] = [];
  const hasOption = (featureKey: string, optionKey: string) =>
    definition.features.find((f) => f.key === featureKey)?.options.some((o) => o.key === optionKey) ?? false;
  const hasAdditional = (key: string) => definition.additionals.some((a) => a.key === key);
  const checkCondition = (where: string, condition: Condition) => {
    if ('feature' in condition) {
      for (const option of condition.in) {
        if (!hasOption(condition.feature, option))
          problems.push(`${where}: ${condition.feature}=${option} does not exist`);
      }
    } else if ('additional' in condition) {
      if (!hasAdditional(condition.additional))
        problems.push(`${where}: additional ${condition.additional} does not exist`);
    } else if (!definition.sashes?.openings.some((o) => o.type === condition.opening)) {
      problems.push(`${where}: opening ${condition.opening} is not offered`);
    }
  };
  definition.rules.forEach((rule, index) => {
    const where = `rules[${index}]`;
    checkCondition(`${where}.when`, rule.when);
    if (rule.type === 'requires') checkCondition(`${where}.required`, rule.required);
    if (rule.type === 'excludes') checkCondition(`${where}.excluded`, rule.excluded);
    if (rule.type === 'auto') {
      const { set } = rule;
      if ('feature' in set ? !hasOption(set.feature, set.option) : !hasAdditional(set.additional)) {
        problems.push(`${where}.set names an option that does not exist`);
      }
    }
  });
  for (const min of duplicates(definition.quantityTiers.map((t) => String(t.minQuantity)))) {
    problems.push(`quantity tier ${min} is declared twice`);
  }
  return problems;
}
