'use client';

import { NAME_MAX_LENGTH } from '@vitrina/forms';
import styles from './Form.module.css';
import { FormField } from './FormField';

export type NameField = 'first_name' | 'last_name';

interface NameFieldsProps {
  idOf: (field: NameField) => string;
  labels: Record<NameField, string>;
  values: Record<NameField, string>;
  errors: Record<NameField, string | null>;
  onValue: (field: NameField, value: string) => void;
}

/** First and last name side by side (docs/product.md §3 User, Address), as every account form asks for them. */
export function NameFields({ idOf, labels, values, errors, onValue }: NameFieldsProps) {
  const field = (name: NameField, autoComplete: string) => (
    <FormField
      id={idOf(name)}
      label={labels[name]}
      autoComplete={autoComplete}
      maxLength={NAME_MAX_LENGTH}
      value={values[name]}
      error={errors[name]}
      onValue={(value) => onValue(name, value)}
    />
  );
  return (
    <div className={styles.pair}>
      {field('first_name', 'given-name')}
      {field('last_name', 'family-name')}
    </div>
  );
}
