import { format, getMessages, type Locale } from '@vitrina/locale';
import { FilledGrid, type RowWidths } from '@/components/ui/FilledGrid';
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

const reviewColumns: RowWidths = { sm: 1, md: 2, lg: 3, xl: 3 };

/** Customer reviews: the text as a quote, the author and city, and the rating in half stars. */
export function ReviewsSection({ id, locale, section, alt }: ReviewsSectionProps) {
  const label = getMessages(locale).common.rating;
  return (
    <HomeSectionFrame id={id} section={section} alt={alt}>
      <FilledGrid items={section.items} itemKey={(review) => review.id} columns={reviewColumns}>
        {(review) => (
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
        )}
      </FilledGrid>
    </HomeSectionFrame>
  );
}
