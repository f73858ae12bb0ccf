import { format, getMessages, type Locale } from '@vitrina/locale';
import type { Review } from '@/lib/api';
import styles from './ReviewList.module.css';
import { starsOf } from './stars';

/** Customer reviews with their rating drawn as stars (half stars included) and read out as text. */
export function ReviewList({ locale, reviews }: { locale: Locale; reviews: readonly Review[] }) {
  const messages = getMessages(locale).company.about;
  const dates = new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'ro-RO', {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  return (
    <ul className={`grid ${styles.list}`}>
      {reviews.map((review) => (
        <li key={review.id}>
          <figure className={`card ${styles.review}`}>
            <div className="card__body">
              <Stars label={format(messages.rating, { rating: review.rating })} rating={review.rating} />
              <blockquote className={styles.text}>
                <p>{review.text}</p>
              </blockquote>
              <figcaption className={styles.author}>
                <strong>{review.author}</strong>, {review.city} ·{' '}
                <time dateTime={review.date}>{dates.format(new Date(`${review.date}T00:00:00Z`))}</time>
              </figcaption>
            </div>
          </figure>
        </li>
      ))}
    </ul>
  );
}

function Stars({ rating, label }: { rating: number; label: string }) {
  const { full, half, empty } = starsOf(rating);
  const kinds = [
    ...Array(full).fill('full'),
    ...Array(half).fill('half'),
    ...Array(empty).fill('empty'),
  ] as const;
  return (
    <p className={styles.stars} role="img" aria-label={label}>
      {kinds.map((kind, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions
        <span key={index} className={styles[kind]} aria-hidden="true">
          ★
        </span>
      ))}
    </p>
  );
}
