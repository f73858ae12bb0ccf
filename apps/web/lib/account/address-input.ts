import type { Address, AddressRequest } from '@vitrina/contract';
import { type AddressInput, countries } from '@vitrina/forms';

// The address form of the profile (docs/product.md §3 Address): what it starts with, and what it sends.

export const addressFields = [
  'first_name',
  'last_name',
  'company',
  'country',
  'city',
  'street',
  'house',
  'apartment',
  'zip_code',
  'phone',
  'extra_contact',
] as const satisfies readonly (keyof AddressInput)[];

/** A new address: the customer's name and phone filled in, the only country chosen. */
export function newAddressInput(owner: {
  first_name: string;
  last_name: string;
  phone: string;
}): AddressInput {
  return {
    first_name: owner.first_name,
    last_name: owner.last_name,
    company: '',
    country: countries[0].code,
    city: '',
    street: '',
    house: '',
    apartment: '',
    zip_code: '',
    phone: owner.phone,
    extra_contact: '',
  };
}

export function addressInputOf(address: Address): AddressInput {
  const { id: _id, city_name: _cityName, ...input } = address;
  return { ...input, country: input.country === '' ? countries[0].code : input.country };
}

/** The request of a filled form: texts trimmed (the phone is already masked). */
export function addressRequestOf(input: AddressInput): AddressRequest {
  const trimmed = Object.fromEntries(
    Object.entries(input).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as unknown as AddressInput;
  return trimmed;
}
