import { configurationHref, presetHref } from '@vitrina/pricing';
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

describe('presetHref (a product page to its configurator, issue 20)', () => {
  it('carries only the choices of the preset, which the configurator reads back over its defaults', () => {
    const href = presetHref('/calculators/windows', { width: 1300, options: { profile: 'synego-80' } });
    expect(href).toBe('/calculators/windows?w=1300&profile=synego-80');
    const query = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(decodeConfiguration(definition, query)).toEqual({
      input: { width: 1300, options: { profile: 'synego-80' } },
      quantity: 1,
    });
  });

  it('keeps the bare link for a preset that names nothing, and leaves out a reserved name', () => {
    expect(presetHref('/calculators/doors/entrance', { options: {} })).toBe('/calculators/doors/entrance');
    expect(presetHref('/calculators/windows', { options: { qty: '9', 'colour-inside': 'golden oak' } })).toBe(
      '/calculators/windows?colour-inside=golden%20oak',
    );
  });
});
