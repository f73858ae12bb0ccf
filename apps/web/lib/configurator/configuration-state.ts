import {
  type CalculatorDefinition,
  type Configuration,
  type ConfigurationInput,
  type QuoteResult,
  quote,
} from '@vitrina/pricing';
import { decodeConfiguration, encodeConfiguration } from './configuration-query';
import { fitSashes } from './sash-layout';

export interface PricedConfiguration {
  /** The configuration as the engine normalized it: what is drawn and sent. */
  configuration: Configuration;
  quantity: number;
  result: QuoteResult;
  /** The query that describes it, without '?'. */
  query: string;
}

/** A configuration as the browser prices it on every change, sizes clamped into their range. */
export function pricedConfiguration(
  definition: CalculatorDefinition,
  input: ConfigurationInput,
  quantity: number,
): PricedConfiguration {
  const result = quote(definition, fitSashes(definition, input), { quantity, sizes: 'clamp' });
  const configuration = result.status === 'priced' ? result.quote.configuration : result.configuration;
  return { configuration, quantity, result, query: encodeConfiguration(definition, configuration, quantity) };
}

/**
 * What a configurator shows for an address's query: the calculator's defaults for an empty one, which is
 * what the server renders into a kept page (docs/adr/0037).
 */
export function configurationAt(definition: CalculatorDefinition, query: string): PricedConfiguration {
  const { input, quantity } = decodeConfiguration(definition, new URLSearchParams(query));
  return pricedConfiguration(definition, input, quantity);
}
