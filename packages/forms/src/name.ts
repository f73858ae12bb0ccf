/** The longest name a form keeps: a full name with room to spare, and a bound for the database. */
export const NAME_MAX_LENGTH = 100;

/** Why a typed name is refused (required, then too long), or null. */
export function nameProblem(value: string | null | undefined): 'required' | 'nameTooLong' | null {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return 'required';
  return trimmed.length > NAME_MAX_LENGTH ? 'nameTooLong' : null;
}
