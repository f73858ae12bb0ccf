import { defaultLocale, isLocale, type Locale } from './locales';

/** Longer paths are not pages of this site; refusing them early keeps the work per request bounded. */
export const maxPathLength = 2048;
const maxSegments = 32;

export interface SplitPath {
  /** Decoded segments, empty ones (from '//' or a trailing slash) dropped. */
  segments: string[];
  /** The same segments as they arrived, for paths that should be echoed back unchanged. */
  rawSegments: string[];
  /** '?...' or '' */
  query: string;
  /** '#...' or '' */
  hash: string;
}

/**
 * Splits a pathname (optionally with query and hash) into segments. Returns null when the path cannot name
 * a page: malformed percent-encoding, dot segments, encoded slashes or control characters (they would let
 * one page answer under many addresses or escape the route tree), or absurd length.
 */
export function splitPath(input: string): SplitPath | null {
  if (typeof input !== 'string' || input.length > maxPathLength) return null;
  const hashAt = input.indexOf('#');
  const withoutHash = hashAt === -1 ? input : input.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : input.slice(hashAt);
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : withoutHash.slice(queryAt);

  const rawSegments = path.split('/').filter((segment) => segment !== '');
  if (rawSegments.length > maxSegments) return null;
  const segments: string[] = [];
  for (const raw of rawSegments) {
    const segment = safeDecode(raw);
    if (segment === null || !isUsableSegment(segment)) return null;
    segments.push(segment);
  }
  return { segments, rawSegments, query: query === '?' ? '' : query, hash: hash === '#' ? '' : hash };
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
const forbidden = /[/\\\u0000-\u001f\u007f]/;

function isUsableSegment(segment: string): boolean {
  return segment !== '.' && segment !== '..' && segment.trim() !== '' && !forbidden.test(segment);
}

/** '' for the default locale (served unprefixed), '/ru' for the others. */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}

export interface LocaleSplit {
  locale: Locale;
  /** Whether the path named its locale ('/ro/...' or '/ru/...'). */
  prefixed: boolean;
  rest: string[];
  rawRest: string[];
}

export function splitLocale(path: SplitPath): LocaleSplit {
  const [first] = path.segments;
  if (first !== undefined && isLocale(first)) {
    return {
      locale: first,
      prefixed: true,
      rest: path.segments.slice(1),
      rawRest: path.rawSegments.slice(1),
    };
  }
  return { locale: defaultLocale, prefixed: false, rest: path.segments, rawRest: path.rawSegments };
}

/** Joins decoded segments into an encoded path; no segments → '/'. */
export function joinSegments(prefix: string, segments: readonly string[]): string {
  if (segments.length === 0) return prefix === '' ? '/' : prefix;
  return `${prefix}/${segments.map(encodeURIComponent).join('/')}`;
}
