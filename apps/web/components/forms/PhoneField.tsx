'use client';

import { maskPhone, PHONE_LENGTH, PHONE_PLACEHOLDER } from '@vitrina/forms';
import { FormField } from './FormField';

interface PhoneFieldProps {
  id: string;
  label: string;
  value: string;
  error: string | null;
  onValue: (value: string) => void;
}

/** A phone input that masks as the customer types: '+373 (691) 234-56' (SPEC §5 Phone mask). */
export function PhoneField({ onValue, ...field }: PhoneFieldProps) {
  return (
    <FormField
      {...field}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={PHONE_PLACEHOLDER}
      maxLength={PHONE_LENGTH}
      onValue={(value) => onValue(maskPhone(value))}
    />
  );
}
