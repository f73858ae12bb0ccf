import type { Feature, LocalizedText, Opening, Size } from './definition';

// Every sentence the engine says, in ro and ru. Labels come from the definition, so messages name the size,
// option group or sash the visitor sees on the page.

export type SizeMessageCode = 'min' | 'max' | 'invalid';

/**
 * A size label as the subject of a Romanian sentence: the definite article is a suffix ('Lățime' →
 * 'Lățimea', 'Diametru' → 'Diametrul'). Labels already articulated ('Lățimea', 'Diametrul') stay.
 */
export function articulatedRo(label: string): string {
  const [first = '', ...rest] = label.split(' ');
  let word = first;
  if (/(a|ul)$/.test(word)) word = first;
  else if (word.endsWith('e')) word = `${word}a`;
  else if (word.endsWith('ă')) word = `${word.slice(0, -1)}a`;
  else if (word.endsWith('u')) word = `${word}l`;
  else if (/[bcdfghjklmnprsștțvxz]$/i.test(word)) word = `${word}ul`;
  return [word, ...rest].join(' ');
}

/** Russian predicates agree with the gender (or plural) of the label's first word. */
function russianAgreement(label: string): { must: string; may: string } {
  const first = label.split(' ')[0]?.toLowerCase() ?? '';
  if (/[аяь]$/.test(first) && !/(ень|арь|ель)$/.test(first)) return { must: 'должна', may: 'может' };
  if (/[ое]$/.test(first)) return { must: 'должно', may: 'может' };
  if (/[ыи]$/.test(first)) return { must: 'должны', may: 'могут' };
  return { must: 'должен', may: 'может' };
}

/** docs/product.md §5 Calculator dimensions: 'must be at least', 'can be at most', 'Please enter a valid value'. */
export function sizeMessage(code: SizeMessageCode, size: Size): LocalizedText {
  const ru = russianAgreement(size.label.ru);
  switch (code) {
    case 'min':
      return {
        ro: `${articulatedRo(size.label.ro)} trebuie să fie de cel puțin ${size.min} mm`,
        ru: `${size.label.ru} ${ru.must} быть не менее ${size.min} мм`,
      };
    case 'max':
      return {
        ro: `${articulatedRo(size.label.ro)} poate fi de cel mult ${size.max} mm`,
        ru: `${size.label.ru} ${ru.may} быть не более ${size.max} мм`,
      };
    case 'invalid':
      return {
        ro: 'Vă rugăm să introduceți o valoare validă',
        ru: 'Пожалуйста, введите корректное значение',
      };
  }
}

/** m² with a decimal comma and no trailing zeros (ro and ru write 2,4 m²). */
export function formatSquareMetres(squareMillimetres: number): string {
  const thousandths = Math.round(squareMillimetres / 1000);
  const whole = Math.trunc(thousandths / 1000);
  const fraction = String(thousandths % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole},${fraction}` : String(whole);
}

/** Sashes are numbered from 1, left to right as seen from inside. */
export function sashMinWidthMessage(index: number, opening: Opening): LocalizedText {
  const n = index + 1;
  return {
    ro: `Canatul ${n} trebuie să aibă o lățime de cel puțin ${opening.minSashWidth} mm pentru deschiderea „${opening.label.ro}”`,
    ru: `Створка ${n} должна быть шириной не менее ${opening.minSashWidth} мм для открывания «${opening.label.ru}»`,
  };
}

export function sashMaxWidthMessage(index: number, opening: Opening): LocalizedText {
  const n = index + 1;
  return {
    ro: `Canatul ${n} poate avea o lățime de cel mult ${opening.maxSashWidth} mm pentru deschiderea „${opening.label.ro}”`,
    ru: `Створка ${n} может быть шириной не более ${opening.maxSashWidth} мм для открывания «${opening.label.ru}»`,
  };
}

export function sashMaxAreaMessage(index: number, opening: Opening): LocalizedText {
  const n = index + 1;
  const area = formatSquareMetres(opening.maxSashArea);
  return {
    ro: `Canatul ${n} poate avea o suprafață de cel mult ${area} m² pentru deschiderea „${opening.label.ro}”`,
    ru: `Площадь створки ${n} может быть не более ${area} м² для открывания «${opening.label.ru}»`,
  };
}

export function sashCountMessage(expected: number): LocalizedText {
  return {
    ro: `Numărul de canate nu corespunde schemei alese: sunt necesare ${expected}`,
    ru: `Число створок не соответствует выбранной схеме: нужно ${expected}`,
  };
}

export function unknownOpeningMessage(index: number, type: string): LocalizedText {
  const n = index + 1;
  return {
    ro: `Tipul de deschidere „${type}” nu este disponibil pentru canatul ${n}`,
    ru: `Тип открывания «${type}» недоступен для створки ${n}`,
  };
}

export function unknownFeatureMessage(key: string): LocalizedText {
  return {
    ro: `Parametrul „${key}” nu există în acest calculator`,
    ru: `В этом калькуляторе нет параметра «${key}»`,
  };
}

export function unknownOptionMessage(feature: Feature): LocalizedText {
  return {
    ro: `Varianta aleasă nu există pentru „${feature.label.ro}”`,
    ru: `Выбранного варианта нет в группе «${feature.label.ru}»`,
  };
}

export function unknownAdditionalMessage(key: string): LocalizedText {
  return {
    ro: `Opțiunea suplimentară „${key}” nu există în acest calculator`,
    ru: `Дополнительной опции «${key}» нет в этом калькуляторе`,
  };
}

/** The grid refuses sizes beyond its last step. */
export function gridRangeMessage(
  dimension: 'width' | 'height',
  largest: number,
  option: LocalizedText,
): LocalizedText {
  return dimension === 'width'
    ? {
        ro: `Pentru „${option.ro}” lățimea poate fi de cel mult ${largest} mm`,
        ru: `Для «${option.ru}» ширина может быть не более ${largest} мм`,
      }
    : {
        ro: `Pentru „${option.ro}” înălțimea poate fi de cel mult ${largest} mm`,
        ru: `Для «${option.ru}» высота может быть не более ${largest} мм`,
      };
}

export function onRequestMessage(width: number, height: number): LocalizedText {
  return {
    ro: `Prețul pentru dimensiunile ${width} × ${height} mm se stabilește la cerere: lăsați-ne numărul de telefon și vă sunăm`,
    ru: `Цена для размеров ${width} × ${height} мм рассчитывается по запросу: оставьте номер телефона, и мы вам перезвоним`,
  };
}

export const basePriceLabel: LocalizedText = { ro: 'Preț de bază', ru: 'Базовая цена' };

export function optionLineLabel(feature: LocalizedText, option: LocalizedText): LocalizedText {
  return { ro: `${feature.ro}: ${option.ro}`, ru: `${feature.ru}: ${option.ru}` };
}

export function sashLineLabel(index: number, opening: LocalizedText): LocalizedText {
  const n = index + 1;
  return { ro: `Canatul ${n}: ${opening.ro}`, ru: `Створка ${n}: ${opening.ru}` };
}

/** The quantity tier's label, e.g. 'Reducere pentru cantitate (5 %)'. */
export function quantityDiscountLabel(basisPoints: number): LocalizedText {
  const percent = String(basisPoints / 100).replace('.', ',');
  return { ro: `Reducere pentru cantitate (${percent} %)`, ru: `Скидка за количество (${percent} %)` };
}
