import { type Locale, localizedPath } from '@vitrina/locale';
import type { ArticleSummary } from '@/lib/api';
import { formatDate } from '@/lib/dates';
import styles from './EditorialCard.module.css';
import { Picture } from './Picture';

interface ArticleCardProps {
  locale: Locale;
  article: ArticleSummary;
  /** Pictures of the first row load at once; the rest when scrolled to. */
  eager?: boolean;
  /** h2 in a list under the page's h1; h3 under a section's h2. */
  headingLevel?: 2 | 3;
}

export function ArticleCard({ locale, article, eager = false, headingLevel = 2 }: ArticleCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`card ${styles.card}`} data-article-id={article.id}>
      <div className={styles.media}>
        <Picture image={article.image} alt="" eager={eager} />
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.tag}>{article.tab.title}</span>
          <time dateTime={article.published}>{formatDate(locale, article.published)}</time>
        </p>
        <Heading className={styles.title}>
          <a data-routed="" href={localizedPath(locale, 'blog', [String(article.id)])}>
            {article.title}
          </a>
        </Heading>
        <p className={styles.text}>{article.excerpt}</p>
      </div>
    </article>
  );
}
