import { getMessages, type Locale, localizedPath } from '@vitrina/locale';
import type { PromoSummary } from '@/lib/api';
import { formatDate } from '@/lib/dates';
import styles from './EditorialCard.module.css';
import { Picture } from './Picture';

/** A promotion card: picture with its discount badge, title, terms in short and the last day. */
export function PromoCard({
  locale,
  promo,
  eager = false,
}: {
  locale: Locale;
  promo: PromoSummary;
  eager?: boolean;
}) {
  const texts = getMessages(locale).editorial.promos;
  return (
    <article className={`card ${styles.card}`} data-promo-id={promo.id}>
      <div className={styles.media}>
        <Picture image={promo.image} alt="" eager={eager} />
        <span className={styles.badge}>{promo.discount_label}</span>
      </div>
      <div className={styles.body}>
        <h2 className={styles.title}>
          <a data-routed="" href={localizedPath(locale, 'promos', [String(promo.id)])}>
            {promo.title}
          </a>
        </h2>
        <p className={styles.text}>{promo.description}</p>
        {promo.valid_until ? (
          <p className={styles.meta}>
            <ValidUntil locale={locale} date={promo.valid_until} template={texts.validUntil} />
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** 'Valabilă până la 31 ianuarie 2027' with the date as a <time>. */
export function ValidUntil({ locale, date, template }: { locale: Locale; date: string; template: string }) {
  const [before = '', after = ''] = template.split('{date}');
  return (
    <span>
      {before}
      <time dateTime={date}>{formatDate(locale, date)}</time>
      {after}
    </span>
  );
}
