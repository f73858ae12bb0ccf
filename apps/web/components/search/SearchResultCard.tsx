import type { Locale } from '@vitrina/locale';
import { getMessages } from '@vitrina/locale';
import { LazyImage } from '@/components/ui/LazyImage';
import type { SearchResult } from '@/lib/api';
import { Highlighted } from './Highlighted';
import styles from './SearchResults.module.css';
import { resultHref } from './search-query';

/** One result of the search page: picture, kind, title and snippet (matched words in <mark>), the title a link. */
export function SearchResultCard({ locale, result }: { locale: Locale; result: SearchResult }) {
  const href = resultHref(locale, result.link);
  const title = (
    <Highlighted
      parts={result.title_parts.length > 0 ? result.title_parts : [{ text: result.title, match: false }]}
    />
  );
  return (
    <article className={`card ${styles.card}`} data-result-kind={result.kind}>
      <div className={styles.row}>
        <div className={styles.media}>
          {result.image ? <LazyImage image={{ file: result.image, alt: '' }} /> : null}
        </div>
        <div className={styles.body}>
          <p className={styles.kind}>{getMessages(locale).search.kinds[result.kind]}</p>
          <h2 className={styles.title}>
            {href === null ? (
              title
            ) : (
              <a data-routed="" href={href}>
                {title}
              </a>
            )}
          </h2>
          {result.snippet.length > 0 ? (
            <p className={styles.snippet}>
              <Highlighted parts={result.snippet} />
            </p>
          ) : null}
        </div>
      </div>
    </article>
  );
}
