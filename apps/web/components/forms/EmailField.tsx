'use client';

import { EMAIL_MAX_LENGTH } from '@vitrina/forms';
import { type FieldProps, FormField } from './FormField';

/** An e-mail input: the e-mail keyboard, the browser's autofill, at most docs/product.md §9's 64 characters. */
export function EmailField(props: FieldProps) {
  return (
    <FormField {...props} type="email" inputMode="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />
  );
}
