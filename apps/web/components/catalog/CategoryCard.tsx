import { format, getMessages, type Locale, withLocale } from '@vitrina/locale';
import { LazyImage } from '@/components/ui/LazyImage';
import type { Category } from '@/lib/api';
import styles from './CatalogCard.module.css';

/** A sub-category in a grid: drawing, title (the link), short description and how many products it has. */
export function CategoryCard({ locale, category }: { locale: Locale; category: Category }) {
  const texts = getMessages(locale).catalog.category;
  return (
    <article className={`card ${styles.card}`}>
      <div className={styles.media}>
        <LazyImage image={category.image} alt="" width={400} height={300} />
      </div>
      <div className={`card__body ${styles.body}`}>
        <h3 className={styles.title}>
          <a data-routed="" href={withLocale(locale, category.category_link)}>
            {category.title}
          </a>
        </h3>
        {category.description ? <p className={styles.text}>{category.description}</p> : null}
        <p className={styles.count}>{format(texts.productsCount, { count: category.products_count })}</p>
      </div>
    </article>
  );
}
