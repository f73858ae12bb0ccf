'use client';

import { MAX_QUANTITY } from '@vitrina/pricing';
import { useEffect, useState } from 'react';
import { quantityDigits, readQuantity } from '@/lib/configurator/quantity';
import styles from './Configurator.module.css';

// docs/product.md §5 Quantity input and §9: digits only, 1 to 999, emitted 500 ms after the last keystroke.
const emitAfterMs = 500;

interface QuantityFieldProps {
  id: string;
  value: number;
  label: string;
  hint: string;
  onValue: (value: number) => void;
}

export function QuantityField({ id, value, label, hint, onValue }: QuantityFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);

  useEffect(() => {
    if (draft === null) return;
    const timer = window.setTimeout(() => onValue(readQuantity(draft)), emitAfterMs);
    return () => window.clearTimeout(timer);
  }, [draft, onValue]);

  return (
    <div className={styles.quantity}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={styles.quantityInput}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={String(MAX_QUANTITY).length}
        value={draft ?? String(value)}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setDraft(quantityDigits(event.target.value))}
        onBlur={() => {
          if (draft === null) return;
          onValue(readQuantity(draft));
          setDraft(null);
        }}
      />
      <span id={`${id}-hint`} className="visually-hidden">
        {hint}
      </span>
    </div>
  );
}
