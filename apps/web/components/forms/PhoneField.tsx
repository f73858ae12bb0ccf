'use client';

import { maskPhone, PHONE_LENGTH, PHONE_PLACEHOLDER } from '@vitrina/forms';
import { type FieldProps, FormField } from './FormField';

/** A phone input that masks as the customer types: '+373 (691) 234-56' (docs/product.md §5 Phone mask). */
export function PhoneField({ onValue, ...field }: FieldProps) {
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
