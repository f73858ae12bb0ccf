import { format, getMessages, type Locale, withLocale } from '@vitrina/locale';
import Link from 'next/link';
import type { Category } from '@/lib/api';
import styles from './CatalogCard.module.css';

/** A sub-category in a grid: drawing, title (the link), short description and how many products it has. */
export function CategoryCard({ locale, category }: { locale: Locale; category: Category }) {
  const texts = getMessages(locale).catalog.category;
  return (
    <article className={`card ${styles.card}`}>
      <div className={styles.media}>
        {/* biome-ignore lint/performance/noImgElement: the API's drawings have a fixed 400×300 size; a plain img keeps CSP simple */}
        <img src={category.image.file} alt="" width={400} height={300} loading="lazy" decoding="async" />
      </div>
      <div className={`card__body ${styles.body}`}>
        <h3 className={styles.title}>
          <Link href={withLocale(locale, category.category_link)}>{category.title}</Link>
        </h3>
        {category.description ? <p className={styles.text}>{category.description}</p> : null}
        <p className={styles.count}>{format(texts.productsCount, { count: category.products_count })}</p>
      </div>
    </article>
  );
}
