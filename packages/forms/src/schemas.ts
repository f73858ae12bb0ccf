import { z } from 'zod';
import { NAME_MAX_LENGTH } from './name';
import { phoneProblem } from './phone';

// The zod schemas of the rules, apart from the rules themselves, so that a browser form importing
// `maskPhone` does not carry zod with it.

/** A masked phone; issue messages are keys of `formMessages` ('required', 'invalidPhone'). */
export const phone = z.string({ error: 'required' }).superRefine((value, context) => {
  const problem = phoneProblem(value);
  if (problem)
    context.addIssue({ code: 'custom', message: problem === 'required' ? 'required' : 'invalidPhone' });
});

/** A person's name as typed (trimmed); issue messages are keys of `formMessages`. */
export const clientName = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(NAME_MAX_LENGTH, { error: 'nameTooLong' });
