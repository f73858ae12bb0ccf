import { describe, expect, it } from 'vitest';
import { hyphenate, shortestBreakable } from './hyphenate';

const shy = '\u00AD';

describe('hyphenate', () => {
  it('lets a word too wide for a half-width card break where a reader expects, in each language', () => {
    const { card } = shortestBreakable;
    expect(hyphenate('ru', 'Четырёхголовочная сварочная линия', card)).toBe(
      `Че${shy}ты${shy}рёх${shy}го${shy}ло${shy}воч${shy}ная сварочная линия`,
    );
    expect(hyphenate('ro', 'Producători de ferestre', card)).toBe(
      `Pro${shy}du${shy}că${shy}tori de ferestre`,
    );
  });

  it("breaks a choice tile's shorter words too: a tile is a third of a phone's width", () => {
    expect(hyphenate('ru', 'Поворотная', shortestBreakable.tile)).toBe(`По${shy}во${shy}рот${shy}ная`);
    expect(hyphenate('ru', 'Поворотная', shortestBreakable.card)).toBe('Поворотная');
  });

  it('leaves short words whole and the text as it reads', () => {
    expect(hyphenate('ro', 'Un canat certificat', shortestBreakable.card)).toBe('Un canat certificat');
    const text = 'Алюминиевые рольставни с пенополиуретаном';
    expect(hyphenate('ru', text, shortestBreakable.tile).replaceAll(shy, '')).toBe(text);
  });
});
