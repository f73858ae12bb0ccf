import type { Locale } from '@vitrina/locale';
import { hyphenateSync as hyphenateRo } from 'hyphen/ro';
import { hyphenateSync as hyphenateRu } from 'hyphen/ru';

// Server side only: the patterns are large and the browser gets the result (docs/adr/0052).
// A word such as "Прямоугольная", "Dreptunghiulară" or "Четырёхголовочная" is wider than a tile or a half-width
// card at 375 px. CSS `hyphens: auto` needs the browser's hyphenation data for the page's language, which many
// browsers lack (Chromium on Linux, its headless shell), and then the word breaks anywhere without a hyphen or
// runs past the card's edge. Soft hyphens placed by TeX patterns break the word where a reader expects and show
// a hyphen; they are invisible otherwise and accessible names ignore them.

/**
 * The shortest word that may need a break: in a configurator's choice tile (a third of a phone's width) a
 * word of eight letters may; in a card (half of it) ten letters fit even in a title. Each soft hyphen is
 * two bytes in the HTML and two more in its RSC payload: breaking the home page's cards at eight letters
 * cost it 1.3 KB gzip (issue 19).
 */
export const shortestBreakable = { tile: 8, card: 11 } as const;

/** `text` in `locale` with soft hyphens where its words of `minWordLength` letters or more may break. */
export function hyphenate(locale: Locale, text: string, minWordLength: number): string {
  if (locale === 'ro') return hyphenateRo(text, { minWordLength });
  // Russian texts keep the makers' Latin names ("Salamander Streamline 76"): the Romanian patterns break those
  // and leave Cyrillic alone.
  return hyphenateRo(hyphenateRu(text, { minWordLength }), { minWordLength });
}
