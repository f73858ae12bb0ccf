import { hasControlCharacters } from './text';

// docs/product.md §5 / §9: an e-mail address is required, valid and 6 to 64 characters long.

export const EMAIL_MIN_LENGTH = 6;
export const EMAIL_MAX_LENGTH = 64;

// One @, something on each side, a dot in the domain, no spaces: what a person can actually receive mail at.
const shape = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export type EmailProblem = 'required' | 'emailTooShort' | 'emailTooLong' | 'invalidEmail';

/** Why an address is refused, in the priority of docs/product.md §5 (required, min, max, format), or null. */
export function emailProblem(value: string | null | undefined): EmailProblem | null {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return 'required';
  if (trimmed.length < EMAIL_MIN_LENGTH) return 'emailTooShort';
  if (trimmed.length > EMAIL_MAX_LENGTH) return 'emailTooLong';
  if (!shape.test(trimmed) || hasControlCharacters(trimmed)) return 'invalidEmail';
  return null;
}
