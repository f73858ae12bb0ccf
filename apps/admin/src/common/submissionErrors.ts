import { HttpError } from 'react-admin';

/**
 * What a react-admin <Form onSubmit> returns for a refused request: the API's field messages to show under the
 * inputs (http.ts put them in body.errors), or nothing when the refusal was not about a field.
 */
export function submissionErrors(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof HttpError) || error.status !== 400) return undefined;
  const body: unknown = error.body;
  if (typeof body !== 'object' || body === null || !('errors' in body)) return undefined;
  return body.errors as Record<string, string>;
}
