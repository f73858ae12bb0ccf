import type { Locale } from '@vitrina/locale';
import { OfferCard } from '@/components/banners/OfferCard';
import { FilledGrid, type RowWidths } from '@/components/ui/FilledGrid';
import type { Offer } from '@/lib/api/types';
import styles from './OfferBanners.module.css';

interface OfferBannersProps {
  id: string;
  locale: Locale;
  title: string;
  offers: Offer[];
  alt?: boolean;
}

const offerColumns: RowWidths = { sm: 1, md: 2, lg: 3, xl: 3 };

/** One list of banners (offers, discounts, services) as a band of cards; nothing when the list is empty. */
export function OfferBanners({ id, locale, title, offers, alt }: OfferBannersProps) {
  if (offers.length === 0) return null;
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      className={alt ? 'section section--deferred section--alt' : 'section section--deferred'}
      aria-labelledby={headingId}
    >
      <div className="container">
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        <FilledGrid items={offers} itemKey={(offer) => offer.id} columns={offerColumns}>
          {(offer) => <OfferCard locale={locale} offer={offer} />}
        </FilledGrid>
      </div>
    </section>
  );
}
