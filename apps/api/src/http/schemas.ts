import { detailError, fieldErrors } from '@vitrina/contract';
import { z } from 'zod';

export { detailError } from '@vitrina/contract';

/**
 * The 400 of a form: field errors, or a detail when the body could not be read at all (malformed JSON). A 400
 * declared as field errors alone would serialize that detail as {}.
 */
export const formErrors = z.union([fieldErrors, detailError]);

/**
 * Every request body and path-parameter object is built here. It is STRICT: a key it does not declare answers
 * 400 naming the key (`{"nonsense": ["Câmp necunoscut."]}`), as Stripe does, so a typo never silently changes
 * what is done, and an unknown field can never reach a database write (no mass assignment). Do not use
 * `z.looseObject`/`.passthrough()` for input. Nested request objects are strict in the contract too.
 */
export const inputObject = <Shape extends z.ZodRawShape>(shape: Shape) => z.strictObject(shape);

/**
 * A query string's object. LENIENT on purpose (unknown parameters are stripped, never seen by a handler): the
 * storefront's pages are reached through links that carry tracking and cache-busting parameters (utm_*, fbclid,
 * gclid, `_`), and refusing those would break real visitors. The back office's lists refuse unknown parameters
 * themselves.
 */
export const queryObject = <Shape extends z.ZodRawShape>(shape: Shape) => z.object(shape);

/** The error responses every route may give, for the OpenAPI document. */
export const commonErrors = {
  403: detailError.describe('Missing or wrong X-Frontend-Key'),
  500: detailError,
  503: detailError.describe(
    'The database cannot be reached now (down, restarting, or every connection busy): retry after the ' +
      'seconds of the Retry-After header',
  ),
} as const;

/** Catalogue and content slugs: lower-case Latin words joined by '-' (the same in every language). */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const isSlug = (value: string): boolean => slugPattern.test(value);

/** A row named by a path segment: an id when it is all digits (and fits an int4), otherwise a slug. */
export type Key = { id: number } | { slug: string };

/** The key a path segment names; null when it can name no row (the route answers 404). */
export function keyOf(segment: string): Key | null {
  if (/^\d+$/.test(segment)) {
    const id = Number(segment);
    return id >= 1 && id <= 2_147_483_647 ? { id } : null;
  }
  return isSlug(segment) && segment.length <= 120 ? { slug: segment } : null;
}

/** A row's id in a path (`/:id/`): an int4 of 1 or more, so that no id reaches a query it would break. */
export const rowId = z.coerce.number().int().min(1).max(2_147_483_647);

/** `?page=` of a paginated list: 1-based, 1 when absent. The upper bound only keeps OFFSET sane. */
export const pageNumber = z.coerce.number().int().min(1).max(100_000).default(1);

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const withoutControlCharacters = /^[^\u0000-\u001f\u007f]*$/;

/**
 * Any free-text string the API reads from a path segment or a query (and a single-line body field): at most
 * `maxLength` characters and no control character. A NUL cannot be part of a PostgreSQL text value, so a query
 * given one fails: a field error (400) here rather than a 500 from the database. Every string parameter of a
 * route is built from this (or from a pattern, an enum or a number), never from a bare `z.string()`.
 */
export const plainText = (maxLength: number) => z.string().max(maxLength).regex(withoutControlCharacters);

/** Free text to search or filter by: plainText, trimmed first. */
export const searchText = (maxLength: number) =>
  z.string().trim().max(maxLength).regex(withoutControlCharacters);
