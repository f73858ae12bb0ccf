import type { Locale } from '@vitrina/locale';
import { LazyImage } from '@/components/ui/LazyImage';
import type { Offer } from '@/lib/api/types';
import { BannerButtons } from './BannerButtons';
import styles from './OfferCard.module.css';

interface OfferCardProps {
  locale: Locale;
  offer: Offer;
  /** The heading level inside the page's outline (3 under a section's h2). */
  headingLevel?: 2 | 3;
}

/** One banner (docs/product.md §3 Offer): picture, title, text and its buttons. */
export function OfferCard({ locale, offer, headingLevel = 3 }: OfferCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`card ${styles.card}`}>
      <div className={styles.media}>
        <LazyImage image={offer.image} width={800} height={600} />
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>{offer.title}</Heading>
        {offer.description ? <p className={styles.text}>{offer.description}</p> : null}
        <BannerButtons
          locale={locale}
          buttons={offer.buttons}
          className={styles.actions}
          primary="btn btn--primary"
          secondary="btn btn--outline"
        />
      </div>
    </article>
  );
}
