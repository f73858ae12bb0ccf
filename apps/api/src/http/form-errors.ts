import type { FieldErrors } from '@vitrina/contract';
import { formMessages, isFormMessageKey } from '@vitrina/forms';
import type { Locale } from '@vitrina/locale';
import type { z } from 'zod';
import { addFieldError } from './field-errors';

/**
 * DRF field errors from a schema of @vitrina/forms, whose issue messages are keys of `formMessages`: the
 * API answers the very messages the storefront's forms show, in the request's language.
 */
export function formFieldErrors(error: z.ZodError, locale: Locale): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'non_field_errors';
    const key = isFormMessageKey(issue.message) ? issue.message : 'required';
    addFieldError(errors, field, formMessages[locale][key]);
  }
  return errors;
}
