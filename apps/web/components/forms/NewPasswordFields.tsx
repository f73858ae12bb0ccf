'use client';

import { PASSWORD_MAX_LENGTH } from '@vitrina/forms';
import { PasswordField } from '@/components/ui/PasswordField';

export type NewPasswordField = 'password' | 'repeat';

interface NewPasswordFieldsProps {
  ids: Record<NewPasswordField, string>;
  labels: Record<NewPasswordField, string>;
  /** The show/hide toggle's name (docs/product.md §4 "Password fields toggle hidden/visible"). */
  toggleLabel: string;
  values: Record<NewPasswordField, string>;
  errors: Record<NewPasswordField, string | null>;
  onValue: (field: NewPasswordField, value: string) => void;
}

/** A new password and its repeat (docs/product.md §5: 8 to 64, equal), each with show/hide. */
export function NewPasswordFields({
  ids,
  labels,
  toggleLabel,
  values,
  errors,
  onValue,
}: NewPasswordFieldsProps) {
  return (['password', 'repeat'] as const).map((field) => (
    <PasswordField
      key={field}
      id={ids[field]}
      label={labels[field]}
      toggleLabel={toggleLabel}
      autoComplete="new-password"
      maxLength={PASSWORD_MAX_LENGTH}
      value={values[field]}
      error={errors[field] ?? undefined}
      onChange={(event) => onValue(field, event.target.value)}
    />
  ));
}
