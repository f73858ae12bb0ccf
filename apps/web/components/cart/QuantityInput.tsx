'use client';

import { useEffect, useRef, useState } from 'react';
import { QUANTITY_DEBOUNCE_MS } from '@/components/ui-constants';
import {
  formatQuantity,
  parseQuantity,
  type QuantityRule,
  quantityDraft,
  stepQuantity,
} from '@/lib/cart/quantity-input';
import styles from './Cart.module.css';

interface QuantityInputProps {
  id: string;
  label: string;
  /** Read after the label: the bounds and unit. */
  hint: string;
  value: number;
  rule: QuantityRule;
  /** The clamped quantity, 500 ms after the last keystroke or click, at once on blur or Enter. */
  onValue: (value: number) => void;
  decreaseLabel: string;
  increaseLabel: string;
  disabled?: boolean;
  hideLabel?: boolean;
}

/**
 * docs/product.md §5 Quantity input: digits only, or decimals with a comma or a dot where the rule allows (two at
 * most); clamped to the rule's bounds, an invalid value becomes the min; − and + move by the step. The value
 * is emitted after a 500 ms pause, so typing "12" sends one request, not two.
 */
export function QuantityInput({
  id,
  label,
  hint,
  value,
  rule,
  onValue,
  decreaseLabel,
  increaseLabel,
  disabled = false,
  hideLabel = false,
}: QuantityInputProps) {
  // What the field shows while it differs from `value`: typed text, or a stepped value not yet emitted.
  const [draft, setDraft] = useState<string | null>(null);
  // The last value emitted, shown until `value` follows it.
  const [sent, setSent] = useState<number | null>(null);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setSent(null);
  }

  /** Sends the typed (or stepped) text as a clamped quantity, when it changes anything. */
  const flush = (text: string) => {
    const next = parseQuantity(text, rule);
    setDraft(null);
    setSent(next);
    if (next !== value) onValue(next);
  };
  // The pause restarts on each new draft only; the timer calls the latest flush.
  const latestFlush = useRef(flush);
  useEffect(() => {
    latestFlush.current = flush;
  });

  useEffect(() => {
    if (draft === null) return;
    const timer = window.setTimeout(() => latestFlush.current(draft), QUANTITY_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft]);

  const current = sent ?? value;
  const shown = draft ?? formatQuantity(current, rule.decimals);
  const showing = draft === null ? current : parseQuantity(draft, rule);
  const step = (direction: 1 | -1) =>
    setDraft(formatQuantity(stepQuantity(showing, direction, rule), rule.decimals));

  return (
    <div className={styles.quantity}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.quantityLabel}>
        {label}
      </label>
      <div className={styles.quantityControls}>
        <button
          type="button"
          className={styles.stepper}
          aria-label={decreaseLabel}
          aria-controls={id}
          disabled={disabled || showing <= rule.min}
          onClick={() => step(-1)}
        >
          −
        </button>
        <input
          id={id}
          className={styles.quantityInput}
          type="text"
          inputMode={rule.decimals > 0 ? 'decimal' : 'numeric'}
          autoComplete="off"
          maxLength={String(Math.trunc(rule.max)).length + (rule.decimals > 0 ? rule.decimals + 1 : 0)}
          value={shown}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setDraft(quantityDraft(event.target.value, rule.decimals))}
          onBlur={() => {
            if (draft !== null) flush(draft);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && draft !== null) flush(draft);
          }}
        />
        <button
          type="button"
          className={styles.stepper}
          aria-label={increaseLabel}
          aria-controls={id}
          disabled={disabled || showing >= rule.max}
          onClick={() => step(1)}
        >
          +
        </button>
      </div>
      <span id={`${id}-hint`} className="visually-hidden">
        {hint}
      </span>
    </div>
  );
}
