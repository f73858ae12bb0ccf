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
  /** "Use bonuses" ticked, and the points typed (issue 20: ticked with none is not an order without them). */
  useBonuses: boolean;
  bonusQuantity: number;
  agreed: boolean;
}

export function paymentProblems(
  input: PaymentInput,
): FieldProblems<'payment_method' | 'bonus_quantity' | 'agreement'> {
  return {
    payment_method: input.method === null ? 'selectRequired' : null,
    bonus_quantity: input.useBonuses && input.bonusQuantity < 1 ? 'required' : null,
    agreement: input.agreed ? null : 'required',
  };
}

/**
 * The points the checkout spends: what was typed, at most what the order allows (the API's `bonuses_max`);
 * digits only, so an empty field is none.
 */
export function bonusesToSpend(typed: string, allowed: number): number {
  return Math.max(0, Math.min(allowed, Number.parseInt(typed, 10) || 0));
}
