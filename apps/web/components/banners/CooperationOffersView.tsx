import type { Locale } from '@vitrina/locale';
// One feature's texts, not getMessages: the error page renders this view in the browser too.
import { home } from '@vitrina/locale/messages/home';
import type { Offer } from '@/lib/api/types';
import styles from './CooperationOffers.module.css';
import { OfferCard } from './OfferCard';

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
        <ul className={`grid grid--4 ${styles.list}`}>
          {offers.map((offer) => (
            <li key={offer.id}>
              <OfferCard locale={locale} offer={offer} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
