'use client';

import type { Address } from '@vitrina/contract';
import { ADDRESS_PART_MAX_LENGTH } from '@vitrina/forms';
import { type FormEvent, useState } from 'react';
import { useAccount } from '@/components/account/AccountProvider';
import { FormField, FormProblems } from '@/components/forms/FormField';
import { useFormAttempt } from '@/components/forms/use-form-attempt';
import { Select } from '@/components/ui/Select';
import { deliveryProblems } from '@/lib/cart/checkout-rules';
import { useCart } from '../CartProvider';
import styles from '../Checkout.module.css';
import { checkoutIdOf, StepCounter, type StepFormProps, settle } from './step-form';

const deliveryFields = ['city', 'street', 'house', 'apartment'] as const;

/** How a saved address reads in the list: 'Bălți, Independenței 12, 4'. */
const addressLabel = (address: Address) =>
  [address.city_name, `${address.street} ${address.house}`.trim(), address.apartment]
    .filter((part) => part !== '')
    .join(', ');

/**
 * Step 2: the address of docs/product.md §5 Delivery, the city one of five. A signed-in customer may pick one of the
 * addresses of the profile: the fields show it, and the cart is sent its id (the API copies the address);
 * editing a field makes it another address.
 */
export function DeliveryForm({
  cart,
  setup,
  onBack,
  onDone,
  onFatal,
}: StepFormProps & { onBack: () => void; onDone: () => void }) {
  const t = setup.texts.delivery;
  const { setDelivery } = useCart();
  const addresses = useAccount().user?.addresses ?? [];
  const saved = cart.delivery_details;
  const [addressId, setAddressId] = useState<number | null>(cart.delivery?.address_id ?? null);
  const chosen = addresses.find((address) => address.id === addressId) ?? null;
  const [city, setCity] = useState<string>(saved?.city ?? '');
  const [street, setStreet] = useState(saved?.street ?? '');
  const [house, setHouse] = useState(saved?.house ?? '');
  const [apartment, setApartment] = useState(saved?.apartment ?? '');
  const [sending, setSending] = useState(false);
  const problems = deliveryProblems({ city, street, house, apartment });
  const { errors, server, show, attempt } = useFormAttempt(problems, setup.fieldMessages, checkoutIdOf);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!attempt()) return;
    if (sending) return;
    setSending(true);
    const outcome = await setDelivery(
      chosen !== null
        ? { delivery_type: 'delivery', address_id: chosen.id }
        : {
            delivery_type: 'delivery',
            city,
            street: street.trim(),
            house: house.trim(),
            apartment: apartment.trim(),
          },
    );
    setSending(false);
    const refused = settle(outcome, deliveryFields, setup, onFatal);
    if (refused === null) onDone();
    else show(refused);
  };

  const choose = (value: string) => {
    const address = addresses.find((candidate) => String(candidate.id) === value);
    if (address === undefined) {
      setAddressId(null);
      return;
    }
    setAddressId(address.id);
    setCity(address.city);
    setStreet(address.street);
    setHouse(address.house);
    setApartment(address.apartment);
  };

  /** A typed change: the address is no longer the saved one. */
  const manual = (set: (value: string) => void) => (value: string) => {
    set(value);
    setAddressId(null);
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} data-testid="checkout-delivery">
      <StepCounter number={2} setup={setup} />
      <p className={styles.text}>{t.text}</p>
      <FormProblems messages={server.general} />
      {addresses.length > 0 ? (
        <div className={styles.field}>
          <Select
            id="checkout-saved-address"
            label={t.savedAddress}
            options={[
              { value: '', label: t.otherAddress },
              ...addresses.map((address) => ({ value: String(address.id), label: addressLabel(address) })),
            ]}
            value={chosen === null ? '' : String(chosen.id)}
            onChange={choose}
          />
        </div>
      ) : null}
      <div className={styles.field}>
        <Select
          id="checkout-city"
          label={t.city}
          placeholder={t.cityPlaceholder}
          options={setup.cities}
          value={city === '' ? null : city}
          describedBy={errors.city !== null ? 'checkout-city-error' : undefined}
          onChange={manual(setCity)}
        />
        {errors.city !== null ? (
          <p id="checkout-city-error" className={styles.error}>
            {errors.city}
          </p>
        ) : null}
      </div>
      <FormField
        id="checkout-street"
        label={t.street}
        autoComplete="address-line1"
        maxLength={ADDRESS_PART_MAX_LENGTH}
        value={street}
        error={errors.street}
        onValue={manual(setStreet)}
      />
      <div className={styles.pair}>
        <FormField
          id="checkout-house"
          label={t.house}
          maxLength={ADDRESS_PART_MAX_LENGTH}
          value={house}
          error={errors.house}
          onValue={manual(setHouse)}
        />
        <FormField
          id="checkout-apartment"
          label={t.apartment}
          maxLength={ADDRESS_PART_MAX_LENGTH}
          value={apartment}
          error={errors.apartment}
          onValue={manual(setApartment)}
        />
      </div>
      <div className={styles.actions}>
        <button type="button" className="btn btn--outline" onClick={onBack}>
          {setup.texts.back}
        </button>
        <button type="submit" className="btn btn--accent" disabled={sending}>
          {sending ? setup.texts.saving : setup.texts.next}
        </button>
      </div>
    </form>
  );
}
