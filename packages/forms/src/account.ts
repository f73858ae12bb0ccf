import { addressPartProblem, isDeliveryCity } from './delivery';
import { emailProblem } from './email';
import { nameProblem } from './name';
import { loginPasswordProblem, passwordProblem, repeatProblem } from './password';
import { phoneFieldProblem } from './phone';
import type { FieldProblems } from './problems';

// The account forms of docs/product.md §5 (login, registration and order account, reset, profile, addresses) as plain
// functions: the browser checks them before sending without carrying zod, and schemas.ts wraps the same
// functions for the API. Every problem is a key of formMessages.

/** docs/product.md §5 Login: the e-mail required and valid (no length rules: the account's own address is matched). */
export function loginEmailProblem(value: string | null | undefined): 'required' | 'invalidEmail' | null {
  const problem = emailProblem(value);
  return problem === null ? null : problem === 'required' ? 'required' : 'invalidEmail';
}

export interface LoginInput {
  email: string;
  password: string;
}

export function loginProblems(input: LoginInput): FieldProblems<keyof LoginInput> {
  return {
    email: loginEmailProblem(input.email),
    password: loginPasswordProblem(input.password),
  };
}

export interface RegistrationInput {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
  re_password: string;
  terms: boolean;
}

/** docs/product.md §5 Registration and order account. */
export function registrationProblems(input: RegistrationInput): FieldProblems<keyof RegistrationInput> {
  return {
    first_name: nameProblem(input.first_name),
    last_name: nameProblem(input.last_name),
    email: emailProblem(input.email),
    phone: phoneFieldProblem(input.phone),
    password: passwordProblem(input.password),
    re_password: repeatProblem(input.password, input.re_password),
    terms: input.terms === true ? null : 'termsRequired',
  };
}

export interface NewPasswordInput {
  new_password: string;
  re_new_password: string;
}

/** The new password of a reset link. */
export function newPasswordProblems(input: NewPasswordInput): FieldProblems<keyof NewPasswordInput> {
  return {
    new_password: passwordProblem(input.new_password),
    re_new_password: repeatProblem(input.new_password, input.re_new_password),
  };
}

export const genders = ['male', 'female'] as const;
export type Gender = (typeof genders)[number];

export interface ProfileInput {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  /** '' = not said. */
  gender: Gender | '';
}

export function profileProblems(input: ProfileInput): FieldProblems<keyof ProfileInput> {
  return {
    first_name: nameProblem(input.first_name),
    last_name: nameProblem(input.last_name),
    email: emailProblem(input.email),
    phone: phoneFieldProblem(input.phone),
    gender:
      input.gender === '' || (genders as readonly string[]).includes(input.gender) ? null : 'invalidChoice',
  };
}

/** The countries an address may be in: the shop delivers in Moldova only (its five cities, docs/product.md §5). */
export const countries = [{ code: 'MD', ro: 'Republica Moldova', ru: 'Республика Молдова' }] as const;
export type CountryCode = (typeof countries)[number]['code'];
export const countryCodes = countries.map((country) => country.code) as [CountryCode, ...CountryCode[]];
export const isCountry = (value: string): value is CountryCode =>
  (countryCodes as readonly string[]).includes(value);

/** A Moldovan postal code: 'MD-2001', 'MD2001' or '2001'. */
const zipShape = /^(?:MD-?)?\d{4}$/i;

export function zipCodeProblem(value: string | null | undefined): 'required' | 'invalidZip' | null {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return 'required';
  return zipShape.test(trimmed) ? null : 'invalidZip';
}

/** An optional line (company, extra contact): any text up to the address parts' length. */
export function optionalLineProblem(value: string | null | undefined): 'tooLong' | 'invalidText' | null {
  const problem = addressPartProblem(value);
  return problem === 'required' ? null : problem;
}

export interface AddressInput {
  first_name: string;
  last_name: string;
  company: string;
  country: string;
  city: string;
  street: string;
  house: string;
  apartment: string;
  zip_code: string;
  phone: string;
  extra_contact: string;
}

/** docs/product.md §3 Address: company and the additional contact are optional, the rest required. */
export function addressProblems(input: AddressInput): FieldProblems<keyof AddressInput> {
  return {
    first_name: nameProblem(input.first_name),
    last_name: nameProblem(input.last_name),
    company: optionalLineProblem(input.company),
    country: isCountry(input.country) ? null : 'selectRequired',
    // A code given but not one of the delivery cities is "unknown city", not "required".
    city: isDeliveryCity(input.city) ? null : input.city.trim() ? 'unknownCity' : 'selectRequired',
    street: addressPartProblem(input.street),
    house: addressPartProblem(input.house),
    apartment: addressPartProblem(input.apartment),
    zip_code: zipCodeProblem(input.zip_code),
    phone: phoneFieldProblem(input.phone),
    extra_contact: optionalLineProblem(input.extra_contact),
  };
}
