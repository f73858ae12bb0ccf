// docs/product.md §5 phone mask '+373 (6/7##) ###-##': the eight national digits of a Moldovan mobile number, the first
// (the operator digit, 7th character of the masked value) only 6 or 7. docs/product.md §9: 17 characters.

export const PHONE_LENGTH = 17;
/** What an empty phone input shows: the mask itself. */
export const PHONE_PLACEHOLDER = '+373 (6__) ___-__';

const COUNTRY = '373';
const NATIONAL_DIGITS = 8;
const masked = /^\+373 \([67]\d{2}\) \d{3}-\d{2}$/;

/**
 * What an input shows while a person types: '069123456', '+373 69 123 456' and '69123456' all become
 * '+373 (691) 234-56'. The country code typed again is dropped, and so is any leading digit that cannot be
 * an operator digit (docs/product.md §5: "a 0 in the 7th position is removed", people type the trunk 0 out of habit).
 * Separators appear only once a digit follows them, so Backspace is never stuck on one. No digit → ''.
 * Only a complete value (17 characters) passes `phoneProblem`.
 */
export function maskPhone(typed: string): string {
  let digits = typed.replace(/\D/g, '');
  // Someone typing the country code key by key: keep '+3', '+37', '+373' until a national digit follows.
  if (digits.length > 0 && COUNTRY.startsWith(digits)) return `+${digits}`;
  if (digits.startsWith(COUNTRY)) digits = digits.slice(COUNTRY.length);
  digits = digits.replace(/^[^67]+/, '').slice(0, NATIONAL_DIGITS);
  if (digits.length === 0) return '';
  let value = `+${COUNTRY} (${digits.slice(0, 3)}`;
  if (digits.length > 3) value += `) ${digits.slice(3, 6)}`;
  if (digits.length > 6) value += `-${digits.slice(6)}`;
  return value;
}

const digitCount = (text: string): number => text.replace(/\D/g, '').length;

/**
 * maskPhone for an input being edited, with where its caret goes: just after the digit that was before the caret,
 * so a digit typed or deleted in the middle of a number keeps the caret there rather than sending it to the end
 * (issue 19). A caret at the end stays at the end.
 */
export function maskPhoneAt(typed: string, caret: number): { value: string; caret: number } {
  const value = maskPhone(typed);
  if (caret >= typed.length) return { value, caret: value.length };
  // The digits before the caret, counted as the mask keeps them (a country code or trunk 0 it drops do not count).
  const before = digitCount(maskPhone(typed.slice(0, caret)));
  let position = 0;
  for (let seen = 0; seen < before && position < value.length; position += 1) {
    if (/\d/.test(value.charAt(position))) seen += 1;
  }
  return { value, caret: position };
}

export type PhoneProblem = 'required' | 'format' | 'same_digits';

/** Why a submitted phone is refused, or null: empty, not the full mask, or one digit repeated (docs/product.md §5 Callback phone). */
export function phoneProblem(value: string | null | undefined): PhoneProblem | null {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return 'required';
  if (trimmed.length !== PHONE_LENGTH || !masked.test(trimmed)) return 'format';
  const national = trimmed.slice(COUNTRY.length + 1).replace(/\D/g, '');
  if (/^(\d)\1*$/.test(national)) return 'same_digits';
  return null;
}

/** The phone rule as the forms name it: 'required' or 'invalidPhone'. */
export function phoneFieldProblem(value: string | null | undefined): 'required' | 'invalidPhone' | null {
  const problem = phoneProblem(value);
  return problem === null ? null : problem === 'required' ? 'required' : 'invalidPhone';
}
