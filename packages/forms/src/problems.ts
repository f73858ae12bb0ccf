import type { FormMessageKey } from './messages';

// What a form's rules give back, field by field (apart from the messages, so that a form checking its fields
// carries no texts with it).

/** What a form's rules say of each of its fields: a message key, or null when the field passes. */
export type FieldProblems<F extends string> = Record<F, FormMessageKey | null>;

/** Whether none of the fields has a problem. */
export const hasNoProblems = (problems: Record<string, FormMessageKey | null>): boolean =>
  Object.values(problems).every((problem) => problem === null);
