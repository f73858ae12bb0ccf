import { format, formatEuro, getMessages, type Locale, withLocale } from '@vitrina/locale';
import catalogStyles from '@/components/catalog/CatalogCard.module.css';
import { LazyImage } from '@/components/ui/LazyImage';
import type { CalculatorTypeSummary } from '@/lib/api';
import styles from './CalculatorList.module.css';

/**
 * A calculator in a grid: its picture, its category, its title (the link) and the price of its default
 * configuration. Every card names its category, so the titles of a row line up.
 */
export function CalculatorCard({
  locale,
  calculator,
}: {
  locale: Locale;
  calculator: CalculatorTypeSummary;
}) {
  const texts = getMessages(locale).configurator.list;
  return (
    <article className={`card ${catalogStyles.card}`}>
      <div className={catalogStyles.media}>
        <LazyImage image={calculator.image} alt="" width={400} height={300} />
      </div>
      <div className={`card__body ${catalogStyles.body}`}>
        <p className={styles.category}>{calculator.category.title}</p>
        <h2 className={catalogStyles.title}>
          <a data-routed="" href={withLocale(locale, calculator.link)}>
            {calculator.title}
          </a>
        </h2>
        <p className={catalogStyles.price}>
          {format(texts.from, { price: formatEuro(calculator.price_from, locale, 'always') })}
        </p>
      </div>
    </article>
  );
}
