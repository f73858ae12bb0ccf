import { z } from 'zod';
import { addressPartProblem, deliveryCityCodes } from './delivery';
import { emailProblem } from './email';
import { nameProblem } from './name';
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
  .superRefine((value, context) => {
    const problem = nameProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** An e-mail address (SPEC §5: required, 6–64 characters, valid), trimmed. */
export const email = z
  .string({ error: 'required' })
  .trim()
  .superRefine((value, context) => {
    const problem = emailProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

const addressPart = z
  .string({ error: 'required' })
  .trim()
  .superRefine((value, context) => {
    const problem = addressPartProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** SPEC §5 Delivery: the simplified address, every part required, the city one of the five. */
export const deliveryAddress = z.object({
  city: z.enum(deliveryCityCodes, { error: 'selectRequired' }),
  street: addressPart,
  house: addressPart,
  apartment: addressPart,
});
export type DeliveryAddress = z.infer<typeof deliveryAddress>;
