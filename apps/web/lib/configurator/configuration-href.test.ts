import { configurationHref } from '@vitrina/pricing';
import { describe, expect, it } from 'vitest';
import {
  windowConfiguration as configuration,
  windowDefinition as definition,
} from '@/test/window-definition';
import { decodeConfiguration } from './configuration-query';

describe('configurationHref (a cart item back to its configurator)', () => {
  it('rebuilds the query from the stored configuration, which the configurator reads back', () => {
    const href = configurationHref('/calculators/windows', configuration, 2);
    expect(href).toBe(
      '/calculators/windows?w=1200&h=1400&profile=synego-80&layout=two&add=sill,net&sash=tilt-turn-left.fixed&qty=2',
    );
    const query = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(decodeConfiguration(definition, query)).toEqual({
      input: { ...configuration, additionals: ['sill', 'net'] },
      quantity: 2,
    });
  });

  it('keeps a link that already has its query, and a quantity that is no whole number as 1', () => {
    expect(configurationHref('/calculators/windows?w=900', configuration, 2)).toBe(
      '/calculators/windows?w=900',
    );
    expect(configurationHref('/calculators/windows', { ...configuration, sashes: [] }, 2.5)).toMatch(
      /add=sill,net&qty=1$/,
    );
  });
});
