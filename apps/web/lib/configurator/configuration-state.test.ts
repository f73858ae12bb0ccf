import { describe, expect, it } from 'vitest';
import {
  windowConfiguration as configuration,
  windowDefinition as definition,
} from '@/test/window-definition';
import { encodeConfiguration } from './configuration-query';
import { configurationAt, pricedConfiguration } from './configuration-state';

describe('the configuration a configurator shows', () => {
  it("is the calculator's defaults, priced, for an address without a query (the server's drawing)", () => {
    const shown = configurationAt(definition, '');
    expect(shown.configuration.width).toBe(definition.sizes.width.default);
    expect(shown.configuration.height).toBe(definition.sizes.height.default);
    expect(shown.result.status).toBe('priced');
    expect(shown.quantity).toBe(1);
  });

  it("has a query that opens it again, so the browser knows when the server's drawing shows it", () => {
    const shown = configurationAt(definition, encodeConfiguration(definition, configuration, 2));
    expect(configurationAt(definition, shown.query)).toEqual(shown);
    expect(shown.query).not.toBe(configurationAt(definition, '').query);
  });

  it('clamps a size typed out of range to the nearest the calculator makes', () => {
    const shown = pricedConfiguration(definition, { ...configuration, width: 100_000 }, 1);
    expect(shown.configuration.width).toBe(definition.sizes.width.max);
  });
});
