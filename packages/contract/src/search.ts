import { z } from 'zod';

// GET /search/?search=&page= (docs/product.md §3 Search response, §7): one ranked list over the catalogue and the
// editorial content, in the request's language.

export const searchResultKind = z.enum(['product', 'category', 'article', 'promo', 'info']);
export type SearchResultKind = z.infer<typeof searchResultKind>;

/**
 * A piece of a snippet: the words that matched the query are `match: true`. Structured, not HTML, so the
 * storefront marks them up itself and no markup from the database reaches a page (as with text blocks).
 */
export const snippetPart = z.object({ text: z.string(), match: z.boolean() }).meta({ id: 'SnippetPart' });
export type SnippetPart = z.infer<typeof snippetPart>;

export const searchResult = z
  .object({
    kind: searchResultKind,
    id: z.number().int(),
    title: z.string(),
    /** The title's own parts, matched words marked. */
    title_parts: z.array(snippetPart),
    /** A short passage of the text around the matched words (the start of the text when only the title matched). */
    snippet: z.array(snippetPart),
    /** The storefront path without a locale prefix ('/product/pvc-window', '/blog/3'). */
    link: z.string(),
    /** '/static/...' or null for results without a picture (info pages). */
    image: z.string().nullable(),
  })
  .meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof searchResult>;

export const searchPage = z
  .object({
    results: z.array(searchResult),
    pages: z.number().int().nonnegative(),
    total_count: z.number().int().nonnegative(),
  })
  .meta({ id: 'SearchPage' });
export type SearchPage = z.infer<typeof searchPage>;

/** Longest query the API accepts; the storefront's field stops there too. */
export const SEARCH_MAX_LENGTH = 100;
/** Results per page of GET /search/. */
export const SEARCH_PAGE_SIZE = 10;
