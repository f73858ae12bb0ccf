import { type CalculatorDefinition, checkDefinition } from '@vitrina/pricing';
import { addFieldError } from '../../http/field-errors';

// checkDefinition (packages/pricing) says what is wrong in sentences that start with the place: 'base.prices.pvc[2][3]
// is lower than ...', 'rules[0].when: ...', 'feature glass: default x is not one of its options'. The back office
// shows each one beside its input, so each is filed under the input's name: 'definition.base.prices.pvc.2.3'.

/** Sentences that name a part by its key rather than by its place: the key's place in the definition. */
const byKey: [RegExp, (definition: CalculatorDefinition, match: RegExpExecArray) => string][] = [
  [
    /^feature (\S+): option (\S+) is declared twice/,
    (d, [, feature, option]) => {
      const f = d.features.findIndex((x) => x.key === feature);
      const o = d.features[f]?.options.findLastIndex((x) => x.key === option) ?? -1;
      return `features.${f}.options.${o}.key`;
    },
  ],
  [
    /^feature (\S+): default /,
    (d, [, key]) => `features.${d.features.findIndex((x) => x.key === key)}.default`,
  ],
  [
    /^feature (\S+) is declared twice/,
    (d, [, key]) => `features.${d.features.findLastIndex((x) => x.key === key)}.key`,
  ],
  [
    /^additional (\S+) is declared twice/,
    (d, [, key]) => `additionals.${d.additionals.findLastIndex((x) => x.key === key)}.key`,
  ],
  [
    /^opening (\S+): minSashWidth/,
    (d, [, type]) =>
      `sashes.openings.${d.sashes?.openings.findIndex((x) => x.type === type) ?? 0}.minSashWidth`,
  ],
  [
    /^opening (\S+) is declared twice/,
    (d, [, type]) => `sashes.openings.${d.sashes?.openings.findLastIndex((x) => x.type === type) ?? 0}.type`,
  ],
  [
    /^quantity tier (\d+) is declared twice/,
    (d, [, min]) =>
      `quantityTiers.${d.quantityTiers.findLastIndex((x) => String(x.minQuantity) === min)}.minQuantity`,
  ],
  [/^sizes\.(width|height):/, (_d, [, size]) => `sizes.${size}.default`],
  [/^(?:only one feature|a \w+ feature needs sashes)/, () => 'features'],
];

/** The input a problem sentence is about, as a dotted path inside the definition ('' when it is about the whole). */
export function problemPath(definition: CalculatorDefinition, problem: string): string {
  for (const [pattern, place] of byKey) {
    const match = pattern.exec(problem);
    if (match) return place(definition, match);
  }
  // A sentence that starts with its place: 'base.prices.pvc[2][3] is …', 'rules[1].when: …', 'base.rate is …'.
  const place = /^((?:base|sashes|rules|sizes|features|additionals|quantityTiers)(?:\.[\w-]+|\[\d+\])*)/.exec(
    problem,
  );
  return place?.[1] ? place[1].replace(/\[(\d+)\]/g, '.$1') : '';
}

/** checkDefinition's problems as field errors under `definition.…`; empty when the definition is sound. */
export function definitionFieldErrors(definition: CalculatorDefinition): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const problem of checkDefinition(definition)) {
    const path = problemPath(definition, problem);
    addFieldError(errors, path ? `definition.${path}` : 'definition', problem);
  }
  return errors;
}

/** The places of prices of 0 (a grid cell, a base rate): publishing one needs a person's confirmation. */
export function zeroPrices(definition: CalculatorDefinition): string[] {
  const { base } = definition;
  if (base.model === 'grid') {
    return Object.entries(base.prices).flatMap(([option, table]) =>
      table.flatMap((row, r) =>
        row.flatMap((price, c) => (price === 0 ? [`base.prices.${option}.${r}.${c}`] : [])),
      ),
    );
  }
  if (typeof base.rate === 'number') return base.rate === 0 ? ['base.rate'] : [];
  return Object.entries(base.rate.values).flatMap(([option, rate]) =>
    rate === 0 ? [`base.rate.values.${option}`] : [],
  );
}
