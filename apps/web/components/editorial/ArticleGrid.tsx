import type { Locale } from '@vitrina/locale';
import type { ArticleSummary } from '@/lib/api';
import { ArticleCard } from './ArticleCard';
import styles from './EditorialCard.module.css';

/** Article cards, three to a row on desktops; the first row's pictures load at once. */
interface ArticleGridProps {
  locale: Locale;
  articles: readonly ArticleSummary[];
  headingLevel?: 2 | 3;
}

export function ArticleGrid({ locale, articles, headingLevel = 2 }: ArticleGridProps) {
  return (
    <ul className={`grid ${styles.list}`} data-testid="article-grid">
      {articles.map((article, index) => (
        <li key={article.id}>
          <ArticleCard locale={locale} article={article} eager={index < 3} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
