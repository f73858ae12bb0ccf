// The API answers a refused write DRF-style (docs/architecture.md §2): `{"field": ["message", ...]}`, or `{"detail": "..."}`
// for the request as a whole. The forms show the first message of each field under it, the rest on top.

export interface ServerErrors {
  /** Field path ('email', 'configuration.width') → its first message. */
  fields: Record<string, string>;
  /** Messages about the request as a whole (detail, non_field_errors, fields no input shows). */
  general: string[];
}

export const noServerErrors: ServerErrors = { fields: {}, general: [] };

const generalKeys = new Set(['detail', 'non_field_errors', 'message']);

function firstMessage(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (Array.isArray(value)) {
    for (const item of value) {
      const message = firstMessage(item);
      if (message !== null) return message;
    }
  }
  return null;
}

/** The messages of an error body; `known` lists the fields the form shows (others count as general). */
export function serverErrors(body: unknown, known: readonly string[] = []): ServerErrors {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return noServerErrors;
  const fields: Record<string, string> = {};
  const general: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    const message = firstMessage(value);
    if (message === null) continue;
    if (!generalKeys.has(key) && known.includes(key)) fields[key] = message;
    else general.push(message);
  }
  return { fields, general };
}
