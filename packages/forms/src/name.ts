import { hasControlCharacters } from './text';

/** The longest name a form keeps: a full name with room to spare, and a bound for the database. */
export const NAME_MAX_LENGTH = 100;

/** Why a typed name is refused (required, too long, characters nobody types), or null. */
export function nameProblem(
  value: string | null | undefined,
): 'required' | 'nameTooLong' | 'invalidText' | null {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > NAME_MAX_LENGTH) return 'nameTooLong';
  return hasControlCharacters(trimmed) ? 'invalidText' : null;
}
