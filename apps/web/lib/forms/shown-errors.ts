import type { FieldProblems, FormMessageKey } from '@vitrina/forms';
import type { ServerErrors } from '@/lib/cart/field-errors';

// docs/product.md §5: messages show only after a submit attempt; the browser's rule first, else what the server said
// about that field (its 400 body).

/** The message under each field: none before a submit attempt, then the rule's, else the server's. */
export function shownErrors<F extends string>(
  attempted: boolean,
  problems: FieldProblems<F>,
  server: ServerErrors,
  fieldMessages: Readonly<Record<FormMessageKey, string>>,
): Record<F, string | null> {
  const shown = {} as Record<F, string | null>;
  for (const field of Object.keys(problems) as F[]) {
    const problem = problems[field];
    shown[field] = !attempted
      ? null
      : problem !== null
        ? fieldMessages[problem]
        : (server.fields[field] ?? null);
  }
  return shown;
}

/** The first of `fields` (in the form's order) that shows a message, or null. */
export function firstShown<F extends string>(
  fields: readonly F[],
  shown: Readonly<Record<F, string | null>>,
): F | null {
  return fields.find((field) => shown[field] !== null) ?? null;
}
