// Quotes per second of the price engine alone (no HTTP, no database): every seeded calculator, sizes
// spread over their limits. Run by bench/run.mjs through tsx; prints one JSON line.
import { type CalculatorDefinition, calculatorDefinition, quote } from '@vitrina/pricing';
import { calculatorSeeds } from '../apps/api/src/db/seed/calculators-data/index';

const definitions: CalculatorDefinition[] = calculatorSeeds.map((seed) =>
  calculatorDefinition.parse(seed.definition),
);

const inputs = definitions.flatMap((definition) => {
  const { width, height } = definition.sizes;
  return [0, 0.25, 0.5, 0.75, 1].map((share) => ({
    definition,
    input: {
      width: Math.round(width.min + (width.max - width.min) * share),
      height: Math.round(height.min + (height.max - height.min) * share),
    },
  }));
});

const durationMs = Number(process.env.BENCH_QUOTES_MS ?? 2000);
let quotes = 0;
let priced = 0;
const started = performance.now();
while (performance.now() - started < durationMs) {
  for (const { definition, input } of inputs) {
    if (quote(definition, input, { sizes: 'clamp' }).status === 'priced') priced += 1;
    quotes += 1;
  }
}
const seconds = (performance.now() - started) / 1000;
console.log(JSON.stringify({ quotesPerSecond: Math.round(quotes / seconds), quotes, priced }));
