// How the account forms read a refused call's body (docs/product.md §8). The API answers DRF-style (docs/architecture.md §2):
// `{"detail": "..."}` for the request as a whole, `{"field": ["message", ...]}` for fields.

/** The texts of a value of an error body, in order: a string, or the strings of a (nested) list or object. */
function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [] : [value.trim()];
  if (Array.isArray(value)) return value.flatMap(messagesOf);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(messagesOf);
  return [];
}

/** The last entry of the body that says something, or null. A bare string body counts as one entry. */
function lastEntry(body: unknown): string[] | null {
  if (typeof body === 'string' || Array.isArray(body)) {
    const messages = messagesOf(body);
    return messages.length > 0 ? messages : null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const entries = Object.values(body);
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    const messages = messagesOf(entries[index]);
    if (messages.length > 0) return messages;
  }
  return null;
}

/**
 * docs/product.md §8 Login failure: "the last value of the error body is shown". 401 `{detail}` → that text; 400
 * `{email: [..], password: [..]}` → the messages of the last field, joined. Null when the body says nothing.
 */
export function lastValueMessage(body: unknown): string | null {
  const messages = lastEntry(body);
  return messages === null ? null : messages.join(' ');
}

/** docs/product.md §8 Registration failure: "the first message of the last field in the error body". */
export function firstMessageOfLastField(body: unknown): string | null {
  return lastEntry(body)?.[0] ?? null;
}

/** Whether a 400 body refuses the given field (the reset link's `token`). */
export function refusesField(body: unknown, field: string): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  return messagesOf((body as Record<string, unknown>)[field]).length > 0;
}
