import { type Locale, withLocale } from '@vitrina/locale';
import Link from 'next/link';
import type { ProductSummary } from '@/lib/api';
import styles from './CatalogCard.module.css';
import { priceLabel } from './price-format';

/** A product in a grid: drawing, title (the link) and price as the shop quotes it. */
export function ProductCard({ locale, product }: { locale: Locale; product: ProductSummary }) {
  return (
    <article className={`card ${styles.card}`}>
      <div className={styles.media}>
        {/* biome-ignore lint/performance/noImgElement: the API's drawings have a fixed 400×300 size; a plain img keeps CSP simple */}
        <img
          src={product.image.file}
          alt={product.image.alt}
          width={400}
          height={300}
          loading="lazy"
          decoding="async"
        />
      </div>
      <div className={`card__body ${styles.body}`}>
        <h3 className={styles.title}>
          <Link href={withLocale(locale, product.link)}>{product.title}</Link>
        </h3>
        <p className={styles.price}>{priceLabel(product, locale)}</p>
      </div>
    </article>
  );
}
