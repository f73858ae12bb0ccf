'use client';

import { maskPhoneAt, PHONE_LENGTH, PHONE_PLACEHOLDER } from '@vitrina/forms';
import { type FieldProps, LabelledField, linkedTo } from './FormField';

/**
 * Masks what the person typed into the phone input and puts the caret back beside the digit they typed or
 * deleted (docs/product.md §5 Phone mask): written to the input before React renders the same value, so React
 * leaves the input, and its caret, alone. Answers the masked value.
 */
export function maskPhoneInput(input: HTMLInputElement): string {
  const { value, caret } = maskPhoneAt(input.value, input.selectionStart ?? input.value.length);
  input.value = value;
  if (document.activeElement === input) input.setSelectionRange(caret, caret);
  return value;
}

/** A phone input that masks as the customer types: '+373 (691) 234-56' (docs/product.md §5 Phone mask). */
export function PhoneField({ id, label, value, error, onValue }: FieldProps) {
  return (
    <LabelledField id={id} label={label} error={error}>
      <input
        {...linkedTo(id, error)}
        id={id}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={PHONE_PLACEHOLDER}
        maxLength={PHONE_LENGTH}
        value={value}
        onChange={(event) => onValue(maskPhoneInput(event.target))}
      />
    </LabelledField>
  );
}
