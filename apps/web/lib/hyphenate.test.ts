import { describe, expect, it } from 'vitest';
import { hyphenate } from './hyphenate';

const shy = '\u00AD';

describe('hyphenate', () => {
  it('lets a word too wide for a half-width card break where a reader expects, in each language', () => {
    expect(hyphenate('ru', 'Четырёхголовочная сварочная линия')).toBe(
      `Че${shy}ты${shy}рёх${shy}го${shy}ло${shy}воч${shy}ная сва${shy}роч${shy}ная линия`,
    );
    expect(hyphenate('ro', 'Producător certificat')).toBe(
      `Pro${shy}du${shy}că${shy}tor cer${shy}ti${shy}fi${shy}cat`,
    );
  });

  it('leaves short words whole and the text as it reads', () => {
    expect(hyphenate('ro', 'Un canat')).toBe('Un canat');
    const text = 'Алюминиевые рольставни с пенополиуретаном';
    expect(hyphenate('ru', text).replaceAll(shy, '')).toBe(text);
  });
});
