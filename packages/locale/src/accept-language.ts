import { defaultLocale, isLocale, type Locale } from './locales';

// A real header is a few dozen characters; anything far longer is not worth parsing in full.
const maxHeaderLength = 1024;

/**
 * The storefront locale a client prefers by its Accept-Language header (RFC 9110 §12.5.4): ranges are tried
 * by descending q (ties keep header order), a range matches by its primary language ('ru-RU' → ru),
 * q=0 means "not acceptable", '*' accepts the default. Missing, empty, unknown or malformed → 'ro'.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (typeof header !== 'string' || header.trim() === '') return defaultLocale;
  const ranges = header
    .slice(0, maxHeaderLength)
    .split(',')
    .map(parseRange)
    .filter((range): range is LanguageRange => range !== null && range.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranges) {
    if (tag === '*') return defaultLocale;
    const primary = tag.split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return defaultLocale;
}

interface LanguageRange {
  tag: string;
  q: number;
}

const tagPattern = /^(?:\*|[a-z]{1,8}(?:-[a-z\d]{1,8})*)$/;
const qPattern = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

function parseRange(part: string): LanguageRange | null {
  const [rawTag = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
  if (!tagPattern.test(rawTag)) return null;
  let q = 1;
  for (const parameter of parameters) {
    const match = qPattern.exec(parameter.replace(/\s+/g, ''));
    if (match?.[1] === undefined) return null;
    q = Number(match[1]);
  }
  return { tag: rawTag, q };
}
