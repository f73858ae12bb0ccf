import { describe, expect, it } from 'vitest';
import { withPreset } from './presetTransform';

describe('withPreset (a product form’s calculator preset as the API takes it)', () => {
  it('sends no preset when no calculator is chosen', () => {
    expect(withPreset({ slug: 'x', calculator_preset: { calculator_type_id: null, width: 900 } })).toEqual({
      slug: 'x',
      calculator_preset: null,
    });
    expect(withPreset({ slug: 'x' })).toEqual({ slug: 'x' });
  });

  it('leaves out the features kept at their default and fills the sizes left blank', () => {
    const data = {
      calculator_preset: { calculator_type_id: 1, options: { profile: 'rehau-synego-80', glazing: '' } },
    };
    expect(withPreset(data).calculator_preset).toEqual({
      calculator_type_id: 1,
      width: null,
      height: null,
      options: { profile: 'rehau-synego-80' },
    });
  });
});
