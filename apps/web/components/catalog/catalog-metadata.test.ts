import { describe, expect, it } from 'vitest';
import { metaDescription } from './catalog-metadata';

describe('metaDescription', () => {
  it('keeps a short text as it is, spaces tidied', () => {
    expect(metaDescription('Ferestre  PVC\ncalde.')).toBe('Ferestre PVC calde.');
  });

  it('cuts a long text at a word and marks the cut', () => {
    const text = `${'cuvânt '.repeat(40)}final`;
    const cut = metaDescription(text);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('cuvânt…')).toBe(true);
  });
});
