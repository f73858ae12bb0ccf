'use client';

import { format, type Locale, type Messages } from '@vitrina/locale';
import type { CalculatorDefinition, Configuration, QuoteResult } from '@vitrina/pricing';
import { useMemo } from 'react';
import { priceableSizes, sizeOffer } from '@/lib/configurator/size-offer';
import styles from './Configurator.module.css';
import { SizeField } from './SizeField';

interface SizeFieldsProps {
  definition: CalculatorDefinition;
  configuration: Configuration;
  result: QuoteResult;
  locale: Locale;
  texts: Messages['configurator']['form'];
  onSize: (part: 'width' | 'height', value: number) => void;
  onChoose: (next: Partial<Configuration>) => void;
}

/**
 * The width and height (issue 20): each field shows the sizes that price with the sashes chosen, and a size
 * that does not price comes with the engine's reason and one click to the nearest layout that prices it (or,
 * when no layout does, to the nearest size that prices).
 */
export function SizeFields({
  definition,
  configuration,
  result,
  locale,
  texts,
  onSize,
  onChoose,
}: SizeFieldsProps) {
  const sizes = useMemo(() => priceableSizes(definition, configuration), [definition, configuration]);
  const offer = useMemo(
    () => (result.status === 'rejected' ? sizeOffer(definition, configuration, sizes) : null),
    [definition, configuration, result.status, sizes],
  );
  // The engine's sentences end without a full stop; here another sentence follows.
  const reason =
    result.status === 'rejected' ? result.errors[0]?.message[locale].replace(/([^.!?])$/, '$1.') : undefined;

  return (
    <>
      <div className={styles.sizes}>
        {(['width', 'height'] as const).map((part) => (
          <SizeField
            key={part}
            id={`configurator-${part}`}
            size={definition.sizes[part]}
            priceable={sizes[part]}
            value={configuration[part]}
            locale={locale}
            texts={texts}
            onValue={(value) => onSize(part, value)}
          />
        ))}
      </div>
      <div className={styles.offer} aria-live="polite">
        {offer === null ? null : (
          <>
            <p className={styles.offerText}>
              {reason === undefined ? null : `${reason} `}
              {offer.kind === 'layout'
                ? format(texts.offerLayout, { layout: offer.layout.option.label[locale] })
                : format(texts.offerSize, {
                    label: definition.sizes[offer.dimension].label[locale],
                    min: sizes[offer.dimension]?.min ?? offer.value,
                    max: sizes[offer.dimension]?.max ?? offer.value,
                  })}
            </p>
            <button
              type="button"
              className="btn btn--outline"
              onClick={() =>
                offer.kind === 'layout'
                  ? onChoose({
                      options: { ...configuration.options, [offer.layout.feature]: offer.layout.option.key },
                      sashes: offer.layout.sashes,
                    })
                  : onSize(offer.dimension, offer.value)
              }
            >
              {offer.kind === 'layout'
                ? format(texts.chooseLayout, { layout: offer.layout.option.label[locale] })
                : format(texts.chooseSize, {
                    label: definition.sizes[offer.dimension].label[locale],
                    value: offer.value,
                  })}
            </button>
          </>
        )}
      </div>
    </>
  );
}
