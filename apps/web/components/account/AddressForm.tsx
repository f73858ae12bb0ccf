'use client';

import type { Address, User } from '@vitrina/contract';
import {
  ADDRESS_PART_MAX_LENGTH,
  type AddressInput,
  addressProblems,
  countries,
  deliveryCities,
} from '@vitrina/forms';
import { type FormEvent, useState } from 'react';
import formStyles from '@/components/forms/Form.module.css';
import { errorIdOf, FieldError, FormField, FormProblems } from '@/components/forms/FormField';
import { NameFields } from '@/components/forms/NameFields';
import { PhoneField } from '@/components/forms/PhoneField';
import { useFormAttempt } from '@/components/forms/use-form-attempt';
import { Select } from '@/components/ui/Select';
import {
  type addressFields,
  addressInputOf,
  addressRequestOf,
  newAddressInput,
} from '@/lib/account/address-input';
import { useAccount } from './AccountProvider';
import { useAccountSetup } from './account-texts';

type Field = (typeof addressFields)[number];
const idOf = (field: Field) => `address-${field}`;

interface AddressFormProps {
  user: User;
  /** The address being edited; null for a new one. */
  address: Address | null;
  onDone: () => void;
  onCancel: () => void;
}

/** docs/product.md §3 Address: names, company (optional), country, city (one of five), street, house, apartment, zip, phone, extra contact. */
export function AddressForm({ user, address, onDone, onCancel }: AddressFormProps) {
  const { locale, t, fieldMessages, addressLabels } = useAccountSetup();
  const { addAddress, updateAddress } = useAccount();
  const [input, setInput] = useState<AddressInput>(() =>
    address === null ? newAddressInput(user) : addressInputOf(address),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const problems = addressProblems(input);
  const { errors, attempt, refuseAnswer, dropServerError } = useFormAttempt(problems, fieldMessages, idOf);
  const a = t.addresses;

  const set = (field: Field) => (value: string) => {
    setInput((current) => ({ ...current, [field]: value }));
    dropServerError(field);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || !attempt()) return;
    setProblem(null);
    setSending(true);
    const request = addressRequestOf(input);
    const outcome = address === null ? await addAddress(request) : await updateAddress(address.id, request);
    setSending(false);
    if (outcome.ok) {
      onDone();
      return;
    }
    const refused = refuseAnswer(outcome.status, outcome.body);
    setProblem(refused.general[0] ?? (Object.keys(refused.fields).length === 0 ? a.failed : null));
  };

  const text = (field: Field, label: string, extra: { autoComplete?: string; maxLength?: number } = {}) => (
    <FormField
      id={idOf(field)}
      label={label}
      maxLength={ADDRESS_PART_MAX_LENGTH}
      {...extra}
      value={input[field]}
      error={errors[field]}
      onValue={set(field)}
    />
  );

  const select = (field: 'country' | 'city', label: string, options: { value: string; label: string }[]) => (
    <div className={formStyles.field}>
      <Select
        id={idOf(field)}
        label={label}
        placeholder={field === 'city' ? addressLabels.cityPlaceholder : undefined}
        options={options}
        value={input[field] === '' ? null : input[field]}
        describedBy={errors[field] !== null ? errorIdOf(idOf(field)) : undefined}
        onChange={set(field)}
      />
      <FieldError id={idOf(field)} error={errors[field]} />
    </div>
  );

  return (
    <form className={formStyles.form} noValidate onSubmit={submit} data-testid="address-form">
      <FormProblems messages={problem === null ? [] : [problem]} />
      <NameFields
        idOf={idOf}
        labels={{ first_name: t.fields.firstName, last_name: t.fields.lastName }}
        values={input}
        errors={errors}
        onValue={(field, value) => set(field)(value)}
      />
      {text('company', a.company, { autoComplete: 'organization' })}
      <div className={formStyles.pair}>
        {select(
          'country',
          a.country,
          countries.map((country) => ({ value: country.code, label: country[locale] })),
        )}
        {select(
          'city',
          addressLabels.city,
          deliveryCities.map((city) => ({ value: city.code, label: city[locale] })),
        )}
      </div>
      {text('street', addressLabels.street, { autoComplete: 'address-line1' })}
      <div className={formStyles.pair}>
        {text('house', addressLabels.house)}
        {text('apartment', addressLabels.apartment)}
      </div>
      <div className={formStyles.pair}>
        <FormField
          id={idOf('zip_code')}
          label={a.zipLabel}
          autoComplete="postal-code"
          placeholder={a.zipPlaceholder}
          maxLength={8}
          value={input.zip_code}
          error={errors.zip_code}
          onValue={set('zip_code')}
        />
        <PhoneField
          id={idOf('phone')}
          label={t.fields.phone}
          value={input.phone}
          error={errors.phone}
          onValue={set('phone')}
        />
      </div>
      {text('extra_contact', a.extraContact)}
      <div className={formStyles.actions}>
        <button type="button" className="btn btn--outline" onClick={onCancel}>
          {a.back}
        </button>
        <button type="submit" className="btn btn--accent" disabled={sending}>
          {sending ? t.saving : a.save}
        </button>
      </div>
    </form>
  );
}
