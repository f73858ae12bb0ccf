import styles from './RatingStars.module.css';
import { starsFor } from './rating';

// One star outline; a half star is the same path clipped to its left half.
const starPath = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** Five stars for a rating in 0.5 steps; `label` ('Nota 4.5 din 5') is what a screen reader says. */
export function RatingStars({ rating, label }: { rating: number; label: string }) {
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {starsFor(rating).map((star, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions
        <svg key={index} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" data-star={star}>
          <path d={starPath} className={styles.empty} />
          {star === 'empty' ? null : (
            <path
              d={starPath}
              className={star === 'half' ? `${styles.filled} ${styles.half}` : styles.filled}
            />
          )}
        </svg>
      ))}
    </span>
  );
}
