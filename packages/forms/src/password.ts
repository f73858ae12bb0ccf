// docs/product.md §5 / §9: a password is 8 to 64 characters; the repeat must equal it.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

export type PasswordProblem = 'required' | 'passwordTooShort' | 'passwordTooLong';

/** Why a new password is refused (required, min, max), or null. Spaces count: a password is taken as typed. */
export function passwordProblem(value: string | null | undefined): PasswordProblem | null {
  const typed = value ?? '';
  if (typed === '') return 'required';
  if (typed.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (typed.length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  return null;
}

/**
 * Why the repeated password is refused. docs/product.md §5 ranks "must match" above "required": a repeat that differs
 * from the password says so even when it is empty; then the password's own rules apply to it.
 */
export function repeatProblem(
  password: string | null | undefined,
  repeat: string | null | undefined,
): PasswordProblem | 'passwordsDontMatch' | null {
  if ((password ?? '') !== (repeat ?? '')) return 'passwordsDontMatch';
  return passwordProblem(repeat);
}

/** Login (docs/product.md §5): the password is only required — its length rules are for new passwords. */
export function loginPasswordProblem(value: string | null | undefined): 'required' | null {
  return (value ?? '') === '' ? 'required' : null;
}
