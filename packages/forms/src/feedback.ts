import { emailProblem } from './email';
import { nameProblem } from './name';
import { phoneFieldProblem } from './phone';
import type { FieldProblems } from './problems';
import { hasControlCharactersButLineBreaks } from './text';

// The forms a visitor sends the shop (docs/product.md §3 Vacancy form, Callback, Subscribe; §5 Vacancy application,
// Callback phone, Subscribe and reset): plain functions the browser runs before sending, wrapped by
// schemas.ts for the API. Every problem is a key of formMessages.

/** docs/product.md §5 / §9: a vacancy applicant's name has at least 6 characters. */
export const VACANCY_NAME_MIN_LENGTH = 6;
/** The longest message of the contact form. */
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;
/** docs/product.md §5 / §9: a CV is at most 15 MB (15728640 bytes). */
export const CV_MAX_BYTES = 15_728_640;
/** The kinds of CV the shop reads (the API checks the content, the browser the name). */
export const CV_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;
export type CvType = (typeof CV_EXTENSIONS)[number];
/** The media type a CV is sent with: to the shop's mail and from the back office's download. */
export const cvMediaTypes: Record<CvType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
/** The `accept` of the file input. */
export const CV_ACCEPT = CV_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** A vacancy applicant's name: required, 6 to 100 characters, nothing a person cannot type. */
export function vacancyNameProblem(
  value: string | null | undefined,
): 'required' | 'nameTooShort' | 'nameTooLong' | 'invalidText' | null {
  const problem = nameProblem(value);
  if (problem !== null) return problem;
  return (value ?? '').trim().length < VACANCY_NAME_MIN_LENGTH ? 'nameTooShort' : null;
}

/** The contact form's message: required, at most 2000 characters, line breaks allowed. */
export function messageProblem(
  value: string | null | undefined,
): 'required' | 'messageTooLong' | 'invalidText' | null {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > CONTACT_MESSAGE_MAX_LENGTH) return 'messageTooLong';
  return hasControlCharactersButLineBreaks(trimmed) ? 'invalidText' : null;
}

/** The CV as the browser sees it: its name says pdf, doc or docx and it is 1 to 15728640 bytes. */
export function cvFileProblem(
  file: { name: string; size: number } | null | undefined,
): 'required' | 'invalidFile' | null {
  if (!file || file.size === 0) return 'required';
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (!(CV_EXTENSIONS as readonly string[]).includes(extension) || !file.name.includes('.'))
    return 'invalidFile';
  return file.size > CV_MAX_BYTES ? 'invalidFile' : null;
}

export interface ContactInput {
  name: string;
  phone: string;
  email: string;
  message: string;
}

/** POST /feedbacks/contact_us/: every field required. */
export function contactProblems(input: ContactInput): FieldProblems<keyof ContactInput> {
  return {
    name: nameProblem(input.name),
    phone: phoneFieldProblem(input.phone),
    email: emailProblem(input.email),
    message: messageProblem(input.message),
  };
}

export interface SubscribeInput {
  email: string;
}

/** POST /feedbacks/subscribe/ (docs/product.md §5 Subscribe: required and valid). */
export function subscribeProblems(input: SubscribeInput): FieldProblems<keyof SubscribeInput> {
  return { email: emailProblem(input.email) };
}

export interface CallbackInput {
  phone: string;
}

/** The header's callback (docs/product.md §5 Callback phone: 17 characters, not one digit repeated). */
export function callbackProblems(input: CallbackInput): FieldProblems<keyof CallbackInput> {
  return { phone: phoneFieldProblem(input.phone) };
}

export interface VacancyInput {
  name: string;
  phone: string;
  email: string;
}

/** docs/product.md §5 Vacancy application, the typed fields (the file is checked apart: `cvFileProblem`, the API by content). */
export function vacancyProblems(input: VacancyInput): FieldProblems<keyof VacancyInput> {
  return {
    name: vacancyNameProblem(input.name),
    phone: phoneFieldProblem(input.phone),
    email: emailProblem(input.email),
  };
}
