'use client';

import type { Locale } from '@vitrina/locale';
import type { Feature } from '@vitrina/pricing';
import type { ReactNode } from 'react';
import styles from './Configurator.module.css';
import { Problems } from './Problems';

export interface Choice {
  key: string;
  label: string;
  /** The option's picture, a colour swatch or an opening symbol. */
  visual: ReactNode;
}

interface ChoiceGroupProps {
  /** Unique on the page: the radios' name. */
  name: string;
  legend: string;
  choices: Choice[];
  selected: string;
  problems: string[];
  onSelect: (key: string) => void;
}

/**
 * One choice out of several (docs/product.md §4: exactly one option of a feature is selected): native radios, so
 * the arrow keys move through them and a screen reader says "2 of 4, selected", drawn as picture buttons.
 */
export function ChoiceGroup({ name, legend, choices, selected, problems, onSelect }: ChoiceGroupProps) {
  const problemId = `${name}-problems`;
  return (
    <fieldset
      className={`${styles.group} ${problems.length > 0 ? styles.groupInvalid : ''}`}
      aria-describedby={problems.length > 0 ? problemId : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choices}>
        {choices.map((choice) => (
          <label key={choice.key} className={styles.choice}>
            <input
              type="radio"
              className={styles.choiceInput}
              name={name}
              value={choice.key}
              checked={choice.key === selected}
              onChange={() => onSelect(choice.key)}
            />
            <span className={styles.visual} aria-hidden="true">
              {choice.visual}
            </span>
            <span className={styles.choiceLabel}>{choice.label}</span>
          </label>
        ))}
      </div>
      <Problems id={problemId} messages={problems} />
    </fieldset>
  );
}

/** The picture of a feature's option: its image, else the colour swatch, else nothing but the label. */
export function optionVisual(option: Feature['options'][number]): ReactNode {
  if (option.image) {
    // biome-ignore lint/performance/noImgElement: small API pictures of known size, see LazyImage
    return <img src={option.image} alt="" width={56} height={56} loading="lazy" decoding="async" />;
  }
  if (option.drawing.swatch) {
    return <span className={styles.swatch} style={{ backgroundColor: option.drawing.swatch }} />;
  }
  return null;
}

export function featureChoices(feature: Feature, locale: Locale): Choice[] {
  return feature.options.map((option) => ({
    key: option.key,
    label: option.label[locale],
    visual: optionVisual(option),
  }));
}
