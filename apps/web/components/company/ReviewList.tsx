import { format, getMessages, type Locale } from '@vitrina/locale';
import { RatingStars } from '@/components/ui/RatingStars';
import { ratingText } from '@/components/ui/rating';
import type { Review } from '@/lib/api';
import { formatDate } from '@/lib/dates';
import styles from './ReviewList.module.css';

/** Customer reviews with their rating drawn as stars (half stars included) and read out as text. */
export function ReviewList({ locale, reviews }: { locale: Locale; reviews: readonly Review[] }) {
  const ratingLabel = getMessages(locale).common.rating;
  return (
    <ul className={`grid ${styles.list}`}>
      {reviews.map((review) => (
        <li key={review.id}>
          <figure className={`card ${styles.review}`}>
            <div className="card__body">
              <RatingStars
                label={format(ratingLabel, { rating: ratingText(review.rating) })}
                rating={review.rating}
              />
              <blockquote className={styles.text}>
                <p>{review.text}</p>
              </blockquote>
              <figcaption className={styles.author}>
                <strong>{review.author}</strong>, {review.city} ·{' '}
                <time dateTime={review.date}>{formatDate(locale, review.date)}</time>
              </figcaption>
            </div>
          </figure>
        </li>
      ))}
    </ul>
  );
}
