import { type Locale, withLocale } from '@vitrina/locale';
import { LazyImage } from '@/components/ui/LazyImage';
import type { ProductSummary } from '@/lib/api';
import styles from './CatalogCard.module.css';
import { priceLabel } from './price-format';

/** A product in a grid: drawing, title (the link) and price as the shop quotes it. */
export function ProductCard({ locale, product }: { locale: Locale; product: ProductSummary }) {
  return (
    <article className={`card ${styles.card}`}>
      <div className={styles.media}>
        <LazyImage image={product.image} width={400} height={300} />
      </div>
      <div className={`card__body ${styles.body}`}>
        <h3 className={styles.title}>
          <a data-routed="" href={withLocale(locale, product.link)}>
            {product.title}
          </a>
        </h3>
        <p className={styles.price}>{priceLabel(product, locale)}</p>
      </div>
    </article>
  );
}
