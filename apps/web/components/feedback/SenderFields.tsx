'use client';

import { NAME_MAX_LENGTH } from '@vitrina/forms';
import { EmailField } from '@/components/forms/EmailField';
import { FormField } from '@/components/forms/FormField';
import { PhoneField } from '@/components/forms/PhoneField';

export type SenderField = 'name' | 'phone' | 'email';

interface SenderFieldsProps {
  idOf: (field: SenderField) => string;
  labels: Record<SenderField, string>;
  values: Record<SenderField, string>;
  errors: Record<SenderField, string | null>;
  onValue: (field: SenderField, value: string) => void;
}

/** Who writes: the name, the masked phone and the e-mail, as the contact and vacancy forms ask for them. */
export function SenderFields({ idOf, labels, values, errors, onValue }: SenderFieldsProps) {
  const field = (name: SenderField) => ({
    id: idOf(name),
    label: labels[name],
    value: values[name],
    error: errors[name],
    onValue: (value: string) => onValue(name, value),
  });
  return (
    <>
      <FormField {...field('name')} autoComplete="name" maxLength={NAME_MAX_LENGTH} />
      <PhoneField {...field('phone')} />
      <EmailField {...field('email')} />
    </>
  );
}
