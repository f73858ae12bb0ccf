import {
  type CalculatorDefinition,
  type Configuration,
  calculatorDefinition,
  normalizeConfiguration,
  quote,
} from '@vitrina/pricing';

/** A stored definition version, parsed once, with what every answer about it needs. */
export interface PreparedDefinition {
  definition: CalculatorDefinition;
  /** What the configurator opens on: every part at its default. */
  defaultConfiguration: Configuration;
  /** The unit price of the default configuration ("de la ..." on the card); 0 if it is priced on request. */
  priceFrom: number;
}

/**
 * Parsed definitions by (type, version). A version is never edited (a price change inserts the next one), so
 * an entry never goes stale; the bound only matters if someone stores thousands of versions.
 */
export function preparedDefinitions(limit = 256) {
  const entries = new Map<string, PreparedDefinition>();
  return {
    /** The parsed version if held; undefined before its first use or once dropped (the reader loads its JSON). */
    find(calculatorTypeId: number, version: number): PreparedDefinition | undefined {
      return entries.get(`${calculatorTypeId}:${version}`);
    },
    get(calculatorTypeId: number, version: number, stored: unknown): PreparedDefinition {
      const key = `${calculatorTypeId}:${version}`;
      const known = entries.get(key);
      if (known) return known;
      const prepared = prepareDefinition(stored);
      if (entries.size >= limit) entries.delete(entries.keys().next().value as string);
      entries.set(key, prepared);
      return prepared;
    },
  };
}

export type PreparedDefinitions = ReturnType<typeof preparedDefinitions>;

/** Parses a definition and prices its default; also for a draft previewed (modules/calculator/draft-preview.ts), never held. */
export function prepareDefinition(stored: unknown): PreparedDefinition {
  const definition = calculatorDefinition.parse(stored);
  const { configuration } = normalizeConfiguration(definition, {}, { sizes: 'clamp' });
  const priced = quote(definition, configuration, { sizes: 'reject' });
  return {
    definition,
    defaultConfiguration: configuration,
    priceFrom: priced.status === 'priced' ? priced.quote.unitPrice : 0,
  };
}
