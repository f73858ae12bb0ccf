import { describe, expect, it } from 'vitest';
import { drawingSrc } from './drawing-src';

describe('drawingSrc', () => {
  it('names the calculator, the version and the whole configuration', () => {
    const configuration = {
      width: 1300,
      height: 1400,
      options: { profile: 'rehau-60' },
      additionals: ['mosquito-net'],
      sashes: ['tilt-turn-left' as const],
    };
    expect(drawingSrc('ru', { calculator_type_id: 1, version: 3, configuration })).toBe(
      '/api/drawings/1/3?w=1300&h=1400&profile=rehau-60&add=mosquito-net&sash=tilt-turn-left&qty=1&lang=ru',
    );
  });

  it('is null for a catalogue product', () => {
    expect(drawingSrc('ro', { calculator_type_id: null, version: null, configuration: null })).toBeNull();
  });
});
