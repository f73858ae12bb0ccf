import { type Locale, type PageName, queryStateFolder } from '@vitrina/locale';

// A page that reads its URL's query is rendered per request in Next.js, and so never kept. The lists whose
// query is their state (a category's or the blog's page, the blog's tab: docs/architecture.md §5) stay
// cacheable instead: the proxy hands that part of the query on as a path segment of a second internal tree,
// app/[locale]/query-state/[state]/…, whose pages are the same as the plain ones (docs/adr/0037). A visit
// without state parameters reaches the plain page, so the first page of a list is one document for everyone.

/** The query parameters each stateful page reads. A parameter it does not read never splits its cache. */
const stateParameters: Partial<Record<PageName, readonly string[]>> = {
  category: ['page'],
  // /{category} and /{category}/{subcategory}; a footer or colour page at /{slug} reads none of them.
  dynamic: ['page'],
  blog: ['tab', 'page'],
  works: ['page'],
  // A back-office preview link's token: the page reads a draft per request (its query-state pages are not kept).
  calculators: ['preview'],
};

/**
 * The internal path serving `page` for a request with `query`: `internalPath` itself, or, when the query holds
 * parameters the page reads, the same page under the query-state tree with those parameters as one segment.
 */
export function internalPathWithState(
  locale: Locale,
  page: PageName,
  internalPath: string,
  query: URLSearchParams,
): string {
  const state = new URLSearchParams();
  for (const name of stateParameters[page] ?? []) {
    for (const value of query.getAll(name)) state.append(name, value);
  }
  if (state.size === 0) return internalPath;
  const below = internalPath.slice(`/${locale}`.length);
  return `/${locale}/${queryStateFolder}/${toBase64Url(state.toString())}${below}`;
}

// The state travels as base64url: a segment Next.js hands to the page exactly as written, where a
// percent-encoded one would arrive encoded or decoded depending on where it is read.
function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

function fromBase64Url(segment: string): string | null {
  try {
    const binary = atob(segment.replaceAll('-', '+').replaceAll('_', '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    );
  } catch {
    return null;
  }
}

export type QueryState = Record<string, string | string[] | undefined>;

/**
 * The query a stateful page was asked with, shaped like Next.js's searchParams: `state` is the query-state
 * segment, absent for a plain visit. Only the proxy writes such segments (no public path reaches the tree).
 */
export function queryOfState(state: string | undefined): QueryState {
  if (state === undefined) return {};
  const text = fromBase64Url(state);
  if (text === null) return {};
  const query: QueryState = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const seen = query[name];
    query[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return query;
}
