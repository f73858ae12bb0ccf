import { getMessages, type Locale } from '@vitrina/locale';
import type { ColorSwatch } from '@/lib/api';
import styles from './ColorSwatches.module.css';
import { groupBy } from './group-by';

/** What a swatch looks like: a flat colour, or wood grain drawn as stripes of its two tones. */
export function swatchBackground({ hex, grain_hex }: Pick<ColorSwatch, 'hex' | 'grain_hex'>): string {
  return grain_hex
    ? `repeating-linear-gradient(100deg, ${hex} 0 7px, ${grain_hex} 7px 9px, ${hex} 9px 15px)`
    : hex;
}

/** A colour page's palette, grouped (plain colours, laminations, ...), each swatch with its name and code. */
export function ColorSwatches({ locale, swatches }: { locale: Locale; swatches: readonly ColorSwatch[] }) {
  const messages = getMessages(locale).company.pages;
  return (
    <section className={styles.palette} aria-labelledby="palette-heading">
      <h2 id="palette-heading">{messages.colors}</h2>
      {groupBy(swatches, (swatch) => swatch.group).map((group) => (
        <section key={group.key} className={styles.group}>
          <h3>{group.key}</h3>
          <ul className={styles.grid}>
            {group.items.map((swatch) => (
              <li key={swatch.id} className={styles.swatch}>
                <span
                  className={styles.chip}
                  style={{ background: swatchBackground(swatch) }}
                  role="img"
                  aria-label={swatch.grain_hex ? `${swatch.name}, ${messages.lamination}` : swatch.name}
                />
                <span className={styles.name}>{swatch.name}</span>
                <span className={styles.code}>
                  {messages.colorCode}: {swatch.code}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
