import type { Locale } from '@vitrina/locale';
// One feature's texts, not getMessages: the error page renders this view in the browser too.
import { home } from '@vitrina/locale/messages/home';
import { FilledGrid, type RowWidths } from '@/components/ui/FilledGrid';
import type { Offer } from '@/lib/api/types';
import styles from './CooperationOffers.module.css';
import { OfferCard } from './OfferCard';

const offerColumns: RowWidths = { sm: 1, md: 2, lg: 3, xl: 4 };

/**
 * The cooperation offers (dealers, builders, architects, corporate clients) as a section; nothing at all when
 * there are none, so a page around it never shows an empty frame.
 */
export function CooperationOffersView({ locale, offers }: { locale: Locale; offers: Offer[] }) {
  if (offers.length === 0) return null;
  const messages = home[locale].cooperation;
  return (
    <section
      className={`section section--alt ${styles.section}`}
      aria-labelledby="cooperation-offers-heading"
    >
      <div className="container">
        <header className={styles.head}>
          <h2 id="cooperation-offers-heading">{messages.title}</h2>
          <p className={styles.description}>{messages.description}</p>
        </header>
        <FilledGrid items={offers} itemKey={(offer) => offer.id} columns={offerColumns}>
          {(offer) => <OfferCard locale={locale} offer={offer} />}
        </FilledGrid>
      </div>
    </section>
  );
}
