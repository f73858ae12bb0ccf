import { getMessages, type Locale, withLocale } from '@vitrina/locale';
import styles from './CalculatorCta.module.css';

/** The call to the price calculator of a product family (docs/product.md §2 calculator rule); nothing when it has none. */
export function CalculatorCta({ locale, href }: { locale: Locale; href: string | null }) {
  if (!href) return null;
  const texts = getMessages(locale).catalog.product;
  return (
    <aside className={styles.cta} aria-labelledby="calculator-cta-heading">
      <div>
        <h2 id="calculator-cta-heading" className={styles.title}>
          {texts.calculatorTitle}
        </h2>
        <p className={styles.text}>{texts.calculatorText}</p>
      </div>
      <a data-routed="" className="btn btn--accent" href={withLocale(locale, href)}>
        {texts.calculatorButton}
      </a>
    </aside>
  );
}
