import { describe, expect, it } from 'vitest';
import {
  windowConfiguration as configuration,
  windowDefinition as definition,
} from '@/test/window-definition';
import { decodeConfiguration, encodeConfiguration } from './configuration-query';

describe('the configuration in the URL', () => {
  it('is short and readable, in a stable order', () => {
    expect(encodeConfiguration(definition, configuration, 2)).toBe(
      'w=1200&h=1400&profile=synego-80&layout=two&add=net,sill&sash=tilt-turn-left.fixed&qty=2',
    );
  });

  it('reopens exactly the configuration it was made from', () => {
    const query = new URLSearchParams(encodeConfiguration(definition, configuration, 7));
    expect(decodeConfiguration(definition, query)).toEqual({
      input: { ...configuration, additionals: ['net', 'sill'] },
      quantity: 7,
    });
  });

  it('reads the record Next passes to a page the same way as the browser query', () => {
    const record = { w: '900', h: ['1000', '1200'], profile: 'synego-70', add: '', qty: '3' };
    expect(decodeConfiguration(definition, record)).toEqual({
      input: { width: 900, height: 1000, options: { profile: 'synego-70' }, additionals: [] },
      quantity: 3,
    });
  });

  it('an empty toggle list means every toggle off; no list means the defaults', () => {
    expect(decodeConfiguration(definition, new URLSearchParams('add=')).input.additionals).toEqual([]);
    expect(decodeConfiguration(definition, new URLSearchParams('')).input.additionals).toBeUndefined();
  });

  it('ignores garbage values and leaves those parts to the defaults', () => {
    const query = new URLSearchParams(
      'w=12a&h=-5&profile=unknown&layout=two&add=net,bogus,net&sash=tilt.fixed&qty=0',
    );
    expect(decodeConfiguration(definition, query)).toEqual({
      input: { options: { layout: 'two' }, additionals: ['net'] },
      quantity: 1,
    });
    expect(decodeConfiguration(definition, new URLSearchParams('qty=1000&w=1e3')).quantity).toBe(1);
    expect(
      decodeConfiguration(definition, new URLSearchParams('sash=fixed.fixed.fixed.fixed')).input,
    ).toEqual({});
  });

  it('ignores unknown keys, tracking parameters included', () => {
    const query = new URLSearchParams('utm_source=mail&colour=red&w=800&__proto__=x&toString=y');
    expect(decodeConfiguration(definition, query)).toEqual({ input: { width: 800 }, quantity: 1 });
    expect(decodeConfiguration(definition, { toString: 'x', constructor: 'y' })).toEqual({
      input: {},
      quantity: 1,
    });
  });
});
