import type { Locale } from '@vitrina/locale';
import { hyphenateSync as hyphenateRo } from 'hyphen/ro';
import { hyphenateSync as hyphenateRu } from 'hyphen/ru';

// Server side only: the patterns are large and the browser gets the result (docs/adr/0052).
// A word such as "Прямоугольная", "Dreptunghiulară" or "Четырёхголовочная" is wider than a tile or a half-width
// card at 375 px. CSS `hyphens: auto` needs the browser's hyphenation data for the page's language, which many
// browsers lack (Chromium on Linux, its headless shell), and then the word breaks anywhere without a hyphen or
// runs past the card's edge. Soft hyphens placed by TeX patterns break the word where a reader expects and show
// a hyphen; they are invisible otherwise and accessible names ignore them.

/** Words shorter than this never need a break inside a tile. */
const minWordLength = 8;

/** `text` in `locale` with soft hyphens where its long words may break. */
export function hyphenate(locale: Locale, text: string): string {
  if (locale === 'ro') return hyphenateRo(text, { minWordLength });
  // Russian texts keep the makers' Latin names ("Salamander Streamline 76"): the Romanian patterns break those
  // and leave Cyrillic alone.
  return hyphenateRo(hyphenateRu(text, { minWordLength }), { minWordLength });
}
