import { addressPartProblem } from './delivery';
import { emailProblem } from './email';
import { nameProblem } from './name';
import { phoneFieldProblem } from './phone';
import type { FieldProblems } from './problems';
import { hasControlCharactersButLineBreaks } from './text';

// The free-measurement booking (docs/product.md §5 Measurement booking): who, where, which free window, and a
// note and an e-mail that may be left empty. The browser runs these before sending; schemas.ts wraps them for
// the API, which also checks that the window is one the calendar offers and still free.

/** The longest note a booking keeps. */
export const MEASUREMENT_NOTE_MAX_LENGTH = 1000;
/** How many configurations (saved calculations) one booking may carry: a cart's worth. */
export const MEASUREMENT_MAX_CALCULATIONS = 10;

/** A day of the calendar, 'YYYY-MM-DD'. */
export const measurementDayPattern = /^\d{4}-\d{2}-\d{2}$/;
/** A time window of the calendar, 'HH:MM-HH:MM'. */
export const measurementWindowPattern = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/;

export interface MeasurementInput {
  name: string;
  phone: string;
  city: string;
  address: string;
  day: string;
  window: string;
  note: string;
  email: string;
  /** The privacy policy accepted. */
  terms: boolean;
}

/** The note: optional, at most 1000 characters, line breaks allowed. */
export function noteProblem(value: string | null | undefined): 'tooLongNote' | 'invalidText' | null {
  const trimmed = (value ?? '').trim();
  if (trimmed.length > MEASUREMENT_NOTE_MAX_LENGTH) return 'tooLongNote';
  return hasControlCharactersButLineBreaks(trimmed) ? 'invalidText' : null;
}

/** An e-mail that may be left empty; given, it follows the e-mail rule. */
export function optionalEmailProblem(value: string | null | undefined) {
  return (value ?? '').trim() === '' ? null : emailProblem(value);
}

const choiceProblem = (value: string, pattern: RegExp) =>
  value.trim() === '' ? 'selectRequired' : pattern.test(value) ? null : 'invalidChoice';

export function measurementProblems(input: MeasurementInput): FieldProblems<keyof MeasurementInput> {
  return {
    name: nameProblem(input.name),
    phone: phoneFieldProblem(input.phone),
    city: addressPartProblem(input.city),
    address: addressPartProblem(input.address),
    day: choiceProblem(input.day, measurementDayPattern),
    window: choiceProblem(input.window, measurementWindowPattern),
    note: noteProblem(input.note),
    email: optionalEmailProblem(input.email),
    terms: input.terms === true ? null : 'termsRequired',
  };
}
