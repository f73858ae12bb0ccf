import { describe, expect, it } from 'vitest';
import { characteristicRows, storedCharacteristics } from './characteristics';

describe('characteristics side by side', () => {
  it('pairs row i of each language and back', () => {
    const stored = {
      ro: [{ name: 'Profil', value: 'Rehau' }],
      ru: [{ name: 'Профиль', value: 'Rehau' }],
    };
    const rows = characteristicRows(stored);
    expect(rows).toEqual([{ name: { ro: 'Profil', ru: 'Профиль' }, value: { ro: 'Rehau', ru: 'Rehau' } }]);
    expect(storedCharacteristics(rows)).toEqual(stored);
  });

  it('shows blanks where a language has fewer rows', () => {
    const rows = characteristicRows({ ro: [{ name: 'Culoare', value: 'alb' }] });
    expect(rows).toEqual([{ name: { ro: 'Culoare', ru: '' }, value: { ro: 'alb', ru: '' } }]);
  });
});
