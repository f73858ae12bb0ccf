import { z } from 'zod';
import {
  addressProblems,
  type CountryCode,
  genders,
  loginProblems,
  newPasswordProblems,
  profileProblems,
  registrationProblems,
} from './account';
import { addressPartProblem, type DeliveryCity, deliveryCityCodes } from './delivery';
import { emailProblem } from './email';
import { callbackProblems, contactProblems, subscribeProblems, vacancyProblems } from './feedback';
import { MEASUREMENT_MAX_CALCULATIONS, measurementProblems } from './measurement';
import { nameProblem } from './name';
import { phoneFieldProblem } from './phone';
import type { FieldProblems } from './problems';

// The zod schemas of the rules, apart from the rules themselves, so that a browser form importing
// `maskPhone` does not carry zod with it.

/** A masked phone; issue messages are keys of `formMessages` ('required', 'invalidPhone'). */
export const phone = z.string({ error: 'required' }).superRefine((value, context) => {
  const problem = phoneFieldProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

/** A person's name as typed (trimmed); issue messages are keys of `formMessages`. */
export const clientName = z
  .string({ error: 'required' })
  .trim()
  .superRefine((value, context) => {
    const problem = nameProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** An e-mail address (docs/product.md §5: required, 6–64 characters, valid), trimmed. */
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

/** docs/product.md §5 Delivery: the simplified address, every part required, the city one of the five. */
export const deliveryAddress = z.object({
  city: z.enum(deliveryCityCodes, { error: 'selectRequired' }),
  street: addressPart,
  house: addressPart,
  apartment: addressPart,
});
export type DeliveryAddress = z.infer<typeof deliveryAddress>;

// The account forms: the raw fields bounded (so nothing huge reaches a hash or a query), then the very
// functions the browser runs, each problem an issue on its field.

/** Any text a form field may carry before its rule looks at it; longer is refused outright. */
const rawText = z.string({ error: 'required' }).max(1000, { error: 'tooLong' });

function checkedBy<T extends z.ZodRawShape, I>(
  shape: T,
  problems: (input: I) => FieldProblems<string>,
  toInput: (data: z.output<z.ZodObject<T>>) => I,
) {
  return z.object(shape).superRefine((data, context) => {
    for (const [field, problem] of Object.entries(problems(toInput(data))))
      if (problem !== null) context.addIssue({ code: 'custom', path: [field], message: problem });
  });
}

const trimmed = (value: string) => value.trim();

/** POST /api/auth/jwt/create. */
export const loginRules = checkedBy({ email: rawText, password: rawText }, loginProblems, (data) => ({
  email: data.email,
  password: data.password,
})).transform((data) => ({ email: data.email.trim(), password: data.password }));

/** POST /api/auth/register/ (docs/product.md §5 Registration and order account). */
export const registrationRules = checkedBy(
  {
    first_name: rawText,
    last_name: rawText,
    email: rawText,
    phone: rawText,
    password: rawText,
    re_password: rawText,
    terms: z.boolean({ error: 'termsRequired' }),
  },
  registrationProblems,
  (data) => data,
).transform((data) => ({
  firstName: trimmed(data.first_name),
  lastName: trimmed(data.last_name),
  email: trimmed(data.email),
  phone: trimmed(data.phone),
  password: data.password,
}));

/** The new password of a reset link. */
export const newPasswordRules = checkedBy(
  { new_password: rawText, re_new_password: rawText },
  newPasswordProblems,
  (data) => data,
).transform((data) => ({ password: data.new_password }));

/** PATCH /api/auth/me/: the whole profile of the settings form. */
export const profileRules = checkedBy(
  {
    first_name: rawText,
    last_name: rawText,
    email: rawText,
    phone: rawText,
    gender: z.enum([...genders, ''], { error: 'invalidChoice' }).nullish(),
  },
  profileProblems,
  (data) => ({ ...data, gender: data.gender ?? '' }),
).transform((data) => ({
  firstName: trimmed(data.first_name),
  lastName: trimmed(data.last_name),
  email: trimmed(data.email),
  phone: trimmed(data.phone),
  gender: data.gender ? data.gender : null,
}));

/** POST and PATCH /api/auth/me/addresses/ (docs/product.md §3 Address). */
export const addressRules = checkedBy(
  {
    first_name: rawText,
    last_name: rawText,
    company: rawText.default(''),
    country: rawText.default('MD'),
    city: rawText,
    street: rawText,
    house: rawText,
    apartment: rawText,
    zip_code: rawText,
    phone: rawText,
    extra_contact: rawText.default(''),
  },
  addressProblems,
  (data) => data,
).transform((data) => ({
  firstName: trimmed(data.first_name),
  lastName: trimmed(data.last_name),
  company: trimmed(data.company),
  country: trimmed(data.country) as CountryCode,
  city: trimmed(data.city) as DeliveryCity,
  street: trimmed(data.street),
  house: trimmed(data.house),
  apartment: trimmed(data.apartment),
  zipCode: trimmed(data.zip_code).toUpperCase(),
  phone: trimmed(data.phone),
  extraContact: trimmed(data.extra_contact),
}));

// The forms a visitor sends the shop (POST /feedbacks/*). The message may be longer than a field's raw bound.

/** POST /feedbacks/contact_us/. */
export const contactRules = checkedBy(
  {
    name: rawText,
    phone: rawText,
    email: rawText,
    message: z.string({ error: 'required' }).max(10_000, { error: 'messageTooLong' }),
  },
  contactProblems,
  (data) => data,
).transform((data) => ({
  name: trimmed(data.name),
  phone: trimmed(data.phone),
  email: trimmed(data.email),
  message: trimmed(data.message),
}));

/** POST /feedbacks/subscribe/. */
export const subscribeRules = checkedBy({ email: rawText }, subscribeProblems, (data) => data).transform(
  (data) => ({ email: trimmed(data.email) }),
);

/** POST /feedbacks/callback/. */
export const callbackRules = checkedBy({ phone: rawText }, callbackProblems, (data) => data).transform(
  (data) => ({ phone: trimmed(data.phone) }),
);

/** POST /feedbacks/vacancy/: the typed fields of the multipart body (the file is checked by content). */
export const vacancyRules = checkedBy(
  { name: rawText, phone: rawText, email: rawText },
  vacancyProblems,
  (data) => data,
).transform((data) => ({ name: trimmed(data.name), phone: trimmed(data.phone), email: trimmed(data.email) }));

/**
 * POST /measurements/bookings/: the visitor's fields, and the saved calculations (ids of POST
 * /calculator/internal-modules-section/?save=true) of the configurations the visit is about. Whether the window is offered and
 * free, and whether each calculation still prices, the API checks against its data.
 */
export const measurementRules = checkedBy(
  {
    name: rawText,
    phone: rawText,
    city: rawText,
    address: rawText,
    day: rawText,
    window: rawText,
    note: z.string().max(10_000, { error: 'tooLongNote' }).default(''),
    email: rawText.default(''),
    terms: z.boolean({ error: 'termsRequired' }),
    calculations: z
      .array(z.string().max(64), { error: 'invalidChoice' })
      .max(MEASUREMENT_MAX_CALCULATIONS, { error: 'invalidChoice' })
      .default([]),
  },
  measurementProblems,
  (data) => data,
).transform((data) => ({
  name: trimmed(data.name),
  phone: trimmed(data.phone),
  city: trimmed(data.city),
  address: trimmed(data.address),
  day: data.day.trim(),
  window: data.window.trim(),
  note: trimmed(data.note),
  email: trimmed(data.email),
  calculations: [...new Set(data.calculations.map(trimmed))],
}));
