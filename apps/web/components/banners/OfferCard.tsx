import type { Locale } from '@vitrina/locale';
import type { Offer } from '@/lib/api/types';
import { BannerButtons } from './BannerButtons';
import styles from './OfferCard.module.css';

interface OfferCardProps {
  locale: Locale;
  offer: Offer;
  /** The heading level inside the page's outline (3 under a section's h2). */
  headingLevel?: 2 | 3;
}

/** One banner (SPEC §3 Offer): picture, title, text and its buttons. */
export function OfferCard({ locale, offer, headingLevel = 3 }: OfferCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`card ${styles.card}`}>
      <div className={styles.media}>
        {/* biome-ignore lint/performance/noImgElement: API images; plain img keeps CSP and caching simple */}
        <img
          src={offer.image.file}
          alt={offer.image.alt}
          width={800}
          height={600}
          loading="lazy"
          decoding="async"
        />
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
