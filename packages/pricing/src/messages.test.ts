import { describe, expect, it } from 'vitest';
import type { Size } from './definition';
import {
  articulatedRo,
  formatSquareMetres,
  quantityDiscountLabel,
  sashMinWidthMessage,
  sizeMessage,
} from './messages';

const width: Size = { label: { ro: 'Lățime', ru: 'Ширина' }, min: 385, max: 2510, default: 510 };
const projection: Size = { label: { ro: 'Consolă', ru: 'Вылет' }, min: 1500, max: 4000, default: 2000 };

describe('sizeMessage', () => {
  it('says the minimum, the maximum and an invalid value in ro and ru (docs/product.md §5)', () => {
    expect(sizeMessage('min', width)).toEqual({
      ro: 'Lățimea trebuie să fie de cel puțin 385 mm',
      ru: 'Ширина должна быть не менее 385 мм',
    });
    expect(sizeMessage('max', width)).toEqual({
      ro: 'Lățimea poate fi de cel mult 2510 mm',
      ru: 'Ширина может быть не более 2510 мм',
    });
    expect(sizeMessage('invalid', width)).toEqual({
      ro: 'Vă rugăm să introduceți o valoare validă',
      ru: 'Пожалуйста, введите корректное значение',
    });
  });

  it('agrees with a masculine label', () => {
    expect(sizeMessage('min', projection)).toEqual({
      ro: 'Consola trebuie să fie de cel puțin 1500 mm',
      ru: 'Вылет должен быть не менее 1500 мм',
    });
  });
});

describe('articulatedRo', () => {
  it.each([
    ['Lățime', 'Lățimea'],
    ['Înălțime', 'Înălțimea'],
    ['Lungime', 'Lungimea'],
    ['Lățimea', 'Lățimea'],
    ['Diametru', 'Diametrul'],
    ['Diametrul', 'Diametrul'],
    ['Lățime totală', 'Lățimea totală'],
  ])('%s → %s', (label, expected) => {
    expect(articulatedRo(label)).toBe(expected);
  });
});

describe('engine messages', () => {
  it('name the sash the visitor sees, counted from 1', () => {
    const message = sashMinWidthMessage(1, {
      type: 'tilt-turn-left',
      label: { ro: 'Oscilobatantă stânga', ru: 'Поворотно-откидная левая' },
      image: null,
      charges: [],
      minSashWidth: 400,
      maxSashWidth: 900,
      maxSashArea: 1_200_000,
    });
    expect(message.ro).toMatch(/^Canatul 2 .*400 mm/);
    expect(message.ru).toMatch(/^Створка 2 .*400 мм/);
  });

  it('write m² and percents with a decimal comma', () => {
    expect(formatSquareMetres(2_400_000)).toBe('2,4');
    expect(formatSquareMetres(1_000_000)).toBe('1');
    expect(formatSquareMetres(1_255_000)).toBe('1,255');
    expect(quantityDiscountLabel(250).ro).toBe('Reducere pentru cantitate (2,5 %)');
  });
});
