'use client';

import { EMAIL_MAX_LENGTH } from '@vitrina/forms';
import { FormField } from './FormField';

interface EmailFieldProps {
  id: string;
  label: string;
  value: string;
  error: string | null;
  onValue: (value: string) => void;
}

/** An e-mail input: the e-mail keyboard, the browser's autofill, at most SPEC §9's 64 characters. */
export function EmailField(props: EmailFieldProps) {
  return (
    <FormField {...props} type="email" inputMode="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />
  );
}
