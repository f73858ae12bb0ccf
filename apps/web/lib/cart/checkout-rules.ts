import {
  addressPartProblem,
  emailProblem,
  type FormMessageKey,
  isDeliveryCity,
  nameProblem,
  phoneProblem,
} from '@vitrina/forms';

// The checkout forms' rules (SPEC §5 Registration and order account, Delivery, Payment), checked in the
// browser before a step is sent; the API checks the same rules again and its messages are shown as well.
// Each problem is a key of @vitrina/forms' formMessages, so the texts are the shared ones in ro and ru.

export type Problems<F extends string> = Record<F, FormMessageKey | null>;

export interface DetailsInput {
  email: string;
  full_name: string;
  phone: string;
}

export function detailsProblems(input: DetailsInput): Problems<keyof DetailsInput> {
  const phone = phoneProblem(input.phone);
  return {
    email: emailProblem(input.email),
    full_name: nameProblem(input.full_name),
    phone: phone === null ? null : phone === 'required' ? 'required' : 'invalidPhone',
  };
}

export interface DeliveryInput {
  city: string;
  street: string;
  house: string;
  apartment: string;
}

export function deliveryProblems(input: DeliveryInput): Problems<keyof DeliveryInput> {
  return {
    city: isDeliveryCity(input.city) ? null : 'selectRequired',
    street: addressPartProblem(input.street),
    house: addressPartProblem(input.house),
    apartment: addressPartProblem(input.apartment),
  };
}

export interface PaymentInput {
  method: number | null;
  agreed: boolean;
}

export function paymentProblems(input: PaymentInput): Problems<'payment_method' | 'agreement'> {
  return {
    payment_method: input.method === null ? 'selectRequired' : null,
    agreement: input.agreed ? null : 'required',
  };
}

/** Whether none of the fields has a problem. */
export const isValid = (problems: Record<string, FormMessageKey | null>): boolean =>
  Object.values(problems).every((problem) => problem === null);
