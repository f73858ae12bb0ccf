import type { SnippetPart } from '@vitrina/contract';

// Matched words travel from ts_headline between two control characters that no text of the shop contains
// (the query removes them from the texts first) and are answered as parts, never as markup.

export const MATCH_START = '\u0002';
export const MATCH_END = '\u0003';

/** The words of a query (letters and digits), lower-case: what reaches to_tsquery, so no operator can. */
export function queryWords(search: string): string[] {
  return (
    search
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, 16);
}

function pushPart(parts: SnippetPart[], text: string, match: boolean): void {
  if (text === '') return;
  const previous = parts.at(-1);
  if (previous && previous.match === match) previous.text += text;
  else parts.push({ text, match });
}

/** ts_headline's answer as parts: the words between the markers are matches. */
export function markedParts(marked: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const pieces = marked.trim().split(MATCH_START);
  pushPart(parts, pieces[0] ?? '', false);
  for (const piece of pieces.slice(1)) {
    const end = piece.indexOf(MATCH_END);
    if (end === -1) pushPart(parts, piece, true);
    else {
      pushPart(parts, piece.slice(0, end), true);
      pushPart(parts, piece.slice(end + 1).replaceAll(MATCH_END, ''), false);
    }
  }
  return parts;
}

const withoutAccents = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The trigrams of a word as pg_trgm counts them (two blanks before, one after). */
function trigrams(word: string): Set<string> {
  const padded = `  ${withoutAccents(word)} `;
  const result = new Set<string>();
  for (let index = 0; index + 3 <= padded.length; index += 1) result.add(padded.slice(index, index + 3));
  return result;
}

/** pg_trgm's similarity of two words: shared trigrams over all trigrams. */
function similarity(left: Set<string>, right: Set<string>): number {
  let shared = 0;
  for (const trigram of left) if (right.has(trigram)) shared += 1;
  return shared / (left.size + right.size - shared);
}

/** Words of `title` alike enough to a query word (a typo of it) are marked; the rest stays as written. */
export function markSimilarWords(title: string, words: readonly string[], threshold = 0.4): SnippetPart[] {
  const wanted = words.map(trigrams);
  const parts: SnippetPart[] = [];
  for (const piece of title.split(/([\p{L}\p{N}]+)/u)) {
    const isWord = /^[\p{L}\p{N}]+$/u.test(piece);
    const own = isWord ? trigrams(piece) : undefined;
    pushPart(parts, piece, own !== undefined && wanted.some((word) => similarity(word, own) >= threshold));
  }
  return parts;
}
