import type { Locale } from '@vitrina/locale';
import type { SearchResultKind, SnippetPart } from '@/lib/api/search';
import { isRecord } from '@/lib/is-record';
import type { StorefrontReply } from '@/lib/storefront-request';
import { resultHref } from './search-query';

// What the header's search overlay shows while a visitor types: the first results of GET /api/search, read
// without the contract's zod (it stays out of the browser's scripts) and without trusting the answer.

export interface Suggestion {
  /** Unique in the list: kind and id. */
  key: string;
  kind: SearchResultKind;
  href: string;
  title: SnippetPart[];
}

export interface Suggestions {
  items: Suggestion[];
  /** Every result the search page will list. */
  total: number;
}

const kinds: readonly string[] = [
  'product',
  'category',
  'article',
  'promo',
  'info',
] satisfies SearchResultKind[];

const isPart = (part: unknown): part is SnippetPart =>
  isRecord(part) && typeof part.text === 'string' && typeof part.match === 'boolean';

function suggestionOf(locale: Locale, result: unknown): Suggestion | null {
  if (!isRecord(result) || typeof result.kind !== 'string' || !kinds.includes(result.kind)) return null;
  if (typeof result.link !== 'string' || typeof result.title !== 'string') return null;
  const href = resultHref(locale, result.link);
  if (href === null) return null;
  const parts = result.title_parts;
  return {
    key: `${result.kind}-${String(result.id)}`,
    kind: result.kind as SearchResultKind,
    href,
    title:
      Array.isArray(parts) && parts.length > 0 && parts.every(isPart)
        ? parts
        : [{ text: result.title, match: false }],
  };
}

/**
 * The first `limit` results of a search answer; null for anything but a page of results (an error, an
 * array, a storefront that did not answer): then there are no suggestions (docs/product.md §4, §8).
 */
export function suggestionsOf(locale: Locale, reply: StorefrontReply, limit: number): Suggestions | null {
  const body = reply.body;
  if (reply.status !== 200 || !isRecord(body) || !Array.isArray(body.results)) return null;
  if (typeof body.total_count !== 'number') return null;
  const items: Suggestion[] = [];
  for (const result of body.results) {
    const item = suggestionOf(locale, result);
    if (item !== null && !items.some((known) => known.key === item.key)) items.push(item);
    if (items.length === limit) break;
  }
  return { items, total: body.total_count };
}
