import { format, getMessages, type Locale } from '@vitrina/locale';
import { RatingStars } from '@/components/ui/RatingStars';
import { ratingText } from '@/components/ui/rating';
import type { HomeSection } from '@/lib/api';
import styles from './ReviewsSection.module.css';
import { HomeSectionFrame } from './SectionGrid';

interface ReviewsSectionProps {
  id: string;
  locale: Locale;
  section: HomeSection;
  alt?: boolean;
}

/** Customer reviews: the text as a quote, the author and city, and the rating in half stars. */
export function ReviewsSection({ id, locale, section, alt }: ReviewsSectionProps) {
  const label = getMessages(locale).common.rating;
  return (
    <HomeSectionFrame id={id} section={section} alt={alt}>
      <ul className={`grid ${styles.list}`}>
        {section.items.map((review) => (
          <li key={review.id}>
            <figure className={`card ${styles.review}`}>
              {typeof review.rating === 'number' ? (
                <RatingStars
                  rating={review.rating}
                  label={format(label, { rating: ratingText(review.rating) })}
                />
              ) : null}
              <blockquote className={styles.quote}>
                <p>{review.description}</p>
              </blockquote>
              <figcaption className={styles.author}>
                <strong>{review.title}</strong>
                {review.value ? <span>{review.value}</span> : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </HomeSectionFrame>
  );
}
