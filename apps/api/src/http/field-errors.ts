import { format } from '@vitrina/locale';
import type { ApiMessages } from '../i18n/messages';

/** What a zod issue carries once fastify-type-provider-zod has wrapped it (code as keyword, path as instancePath). */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** The field errors of DRF (`{"page_type": ["..."]}`) for the issues of one request part. */
export function fieldErrorsFrom(
  issues: readonly ValidationIssue[],
  input: unknown,
  messages: ApiMessages,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    // A strict object names the keys it does not know: each gets its own error, so a typo ('widht') is named.
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      const base = issue.instancePath.split('/').filter(Boolean);
      for (const key of issue.params.keys)
        addFieldError(errors, [...base, String(key)].join('.'), messages.field.unknownField);
      continue;
    }
    const segments = issue.instancePath.split('/').filter(Boolean);
    const field = segments.length > 0 ? segments.join('.') : 'non_field_errors';
    const value = segments.reduce<unknown>(
      (parent, key) =>
        parent !== null && typeof parent === 'object' ? (parent as Record<string, unknown>)[key] : undefined,
      input,
    );
    addFieldError(errors, field, messageFor(issue, value, messages.field));
  }
  return errors;
}

/**
 * Adds `message` to the errors of `field`. The field is a key the client sent, and may be '__proto__' or
 * 'constructor': plain `errors[field]` would read the prototype's and assigning '__proto__' would replace it
 * (the answer then failed to serialize, a 500). The key is always the errors' own.
 */
export function addFieldError(errors: Record<string, string[]>, field: string, message: string): void {
  const list = Object.hasOwn(errors, field) ? (errors[field] as string[]) : [];
  if (!list.includes(message)) list.push(message);
  Object.defineProperty(errors, field, { value: list, enumerable: true, writable: true, configurable: true });
}

/**
 * Whether a refused value is one a person could have typed, and so is worth naming in the message. Anything else
 * (an array, an object, pages of text) is not echoed: an array nested thousands deep is past what String() can
 * walk, and the RangeError left the client a 400 that said nothing ({}).
 */
const isTyped = (value: unknown): boolean =>
  (typeof value === 'string' && value.length <= 100) ||
  typeof value === 'number' ||
  typeof value === 'boolean';

function messageFor(issue: ValidationIssue, value: unknown, texts: ApiMessages['field']): string {
  const { params } = issue;
  // A blank string is as empty as a missing one: the schemas trim before they count.
  if (value === undefined || (typeof value === 'string' && value.trim() === '')) {
    if (
      issue.keyword === 'invalid_type' ||
      issue.keyword === 'invalid_value' ||
      issue.keyword === 'too_small'
    )
      return texts.required;
  }
  switch (issue.keyword) {
    case 'invalid_value':
      return isTyped(value) ? format(texts.invalidChoice, { value: String(value) }) : texts.invalid;
    case 'invalid_type':
      return texts.invalidType;
    case 'too_small':
      return format(params.origin === 'string' ? texts.tooShort : texts.tooSmall, {
        minimum: String(params.minimum),
      });
    case 'too_big':
      return format(params.origin === 'string' ? texts.tooLong : texts.tooBig, {
        maximum: String(params.maximum),
      });
    default:
      return texts.invalid;
  }
}
