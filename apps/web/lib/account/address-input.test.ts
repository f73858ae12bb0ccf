import type { Address } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { addressInputOf, addressRequestOf, newAddressInput } from './address-input';

const saved: Address = {
  id: 7,
  first_name: 'Ion',
  last_name: 'Popescu',
  company: '',
  country: 'MD',
  city: 'balti',
  city_name: 'Bălți',
  street: 'Ștefan cel Mare',
  house: '12',
  apartment: '3',
  zip_code: 'MD-3100',
  phone: '+373 (691) 234-56',
  extra_contact: '',
};

describe('address form', () => {
  it('starts a new address with the owner’s name and phone and Moldova', () => {
    expect(
      newAddressInput({ first_name: 'Ion', last_name: 'Popescu', phone: '+373 (691) 234-56' }),
    ).toMatchObject({
      first_name: 'Ion',
      last_name: 'Popescu',
      country: 'MD',
      city: '',
      phone: '+373 (691) 234-56',
    });
  });

  it('edits a saved address without its id and city name', () => {
    const input = addressInputOf(saved);
    expect(input).not.toHaveProperty('id');
    expect(input).not.toHaveProperty('city_name');
    expect(input.city).toBe('balti');
  });

  it('sends the texts trimmed', () => {
    expect(addressRequestOf({ ...addressInputOf(saved), street: '  Ștefan cel Mare ' }).street).toBe(
      'Ștefan cel Mare',
    );
  });
});
