import {
  addressPartProblem,
  emailProblem,
  type FieldProblems,
  isDeliveryCity,
  nameProblem,
  phoneFieldProblem,
} from '@vitrina/forms';

// The checkout forms' rules (docs/product.md §5 Registration and order account, Delivery, Payment), checked in the
// browser before a step is sent; the API checks the same rules again and its messages are shown as well.
// Each problem is a key of @vitrina/forms' formMessages, so the texts are the shared ones in ro and ru.

export interface DetailsInput {
  email: string;
  full_name: string;
  phone: string;
}

export function detailsProblems(input: DetailsInput): FieldProblems<keyof DetailsInput> {
  return {
    email: emailProblem(input.email),
    full_name: nameProblem(input.full_name),
    phone: phoneFieldProblem(input.phone),
  };
}

export interface DeliveryInput {
  city: string;
  street: string;
  house: string;
  apartment: string;
}

export function deliveryProblems(input: DeliveryInput): FieldProblems<keyof DeliveryInput> {
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

export function paymentProblems(input: PaymentInput): FieldProblems<'payment_method' | 'agreement'> {
  return {
    payment_method: input.method === null ? 'selectRequired' : null,
    agreement: input.agreed ? null : 'required',
  };
}
