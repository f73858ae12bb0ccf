'use client';

import { format, type Locale } from '@vitrina/locale';
import { type Size, type SizeRange, sizeMessage } from '@vitrina/pricing';
import { useState } from 'react';
import { readTypedSize } from '@/lib/configurator/size-input';
import styles from './Configurator.module.css';
import { Problems } from './Problems';

interface SizeFieldProps {
  id: string;
  size: Size;
  /** The sizes that price with the other choices (issue 20); null when none does. */
  priceable: SizeRange | null;
  /** The size the configuration has now (clamped). */
  value: number;
  locale: Locale;
  texts: { sizeUnit: string; limits: string; priceable: string };
  /** A usable value while typing (clamped to the limits). */
  onValue: (value: number) => void;
}

/**
 * A size in mm (docs/product.md §5 Calculator dimensions): while the typed text is out of range or not a number the
 * engine's message says so beside it and the nearest allowed value prices; leaving the field puts that
 * value in it (docs/product.md §4: a size is clamped to its min and max).
 */
export function SizeField({ id, size, priceable, value, locale, texts, onValue }: SizeFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const problem = draft === null ? null : readTypedSize(draft, size).problem;
  const messages = problem === null ? [] : [sizeMessage(problem, size)[locale]];
  const limitsId = `${id}-limits`;
  const problemsId = `${id}-problems`;

  return (
    <div className={styles.size}>
      <label htmlFor={id} className={styles.sizeLabel}>
        {format(texts.sizeUnit, { label: size.label[locale] })}
      </label>
      <input
        id={id}
        className={styles.sizeInput}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={7}
        value={draft ?? String(value)}
        aria-invalid={problem !== null}
        aria-describedby={`${limitsId} ${problemsId}`}
        onChange={(event) => {
          setDraft(event.target.value);
          const typed = readTypedSize(event.target.value, size);
          if (typed.value !== null) onValue(typed.value);
        }}
        onBlur={() => setDraft(null)}
      />
      <p id={limitsId} className={styles.hint}>
        {format(texts.limits, { min: size.min, max: size.max })}
        {/* Narrower than the limits when the sashes chosen allow less (a tilt-and-turn sash: at most 1300 mm). */}
        {priceable !== null && (priceable.min !== size.min || priceable.max !== size.max) ? (
          <>
            {'; '}
            <span className={styles.priceable}>
              {format(texts.priceable, { min: priceable.min, max: priceable.max })}
            </span>
          </>
        ) : null}
      </p>
      <Problems id={problemsId} messages={messages} />
    </div>
  );
}
