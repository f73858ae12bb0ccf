import { type Locale, withLocale } from '@vitrina/locale';
import Link from 'next/link';
import type { HomeSection, SectionItem } from '@/lib/api';
import styles from './SectionGrid.module.css';

interface SectionGridProps {
  id: string;
  locale: Locale;
  section: HomeSection;
  alt?: boolean;
}

/** One home section as a responsive grid of cards (1 column on phones, 2 for picture cards, up to 4 on wide screens). */
export function SectionGrid({ id, locale, section, alt }: SectionGridProps) {
  const headingId = `${id}-heading`;
  // Picture cards are read at a glance: two to a row even on a phone, instead of one tall card each.
  const pictured = section.items.every((item) => item.image !== null);
  return (
    <section
      className={alt ? 'section section--alt' : 'section'}
      aria-labelledby={section.title ? headingId : undefined}
    >
      <div className="container">
        {section.title || section.description ? (
          <header className={styles.head}>
            {section.title ? <h2 id={headingId}>{section.title}</h2> : null}
            {section.description ? <p className={styles.description}>{section.description}</p> : null}
          </header>
        ) : null}
        <ul className={`grid grid--4 ${styles.list} ${pictured ? styles.pictured : ''}`}>
          {section.items.map((item) => (
            <li key={item.id}>
              <SectionCard locale={locale} item={item} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function SectionCard({ locale, item }: { locale: Locale; item: SectionItem }) {
  const href = item.href ? withLocale(locale, item.href) : null;
  return (
    <article className={`card ${styles.card} ${href ? styles.linked : ''}`}>
      {item.image ? (
        <div className={styles.media}>
          {/* biome-ignore lint/performance/noImgElement: API images have no known size; plain img keeps CSP and caching simple */}
          <img src={item.image.file} alt={item.image.alt} loading="lazy" decoding="async" />
        </div>
      ) : null}
      <div className="card__body">
        <h3 className={styles.title}>{href ? <Link href={href}>{item.title}</Link> : item.title}</h3>
        {item.description ? <p className={styles.text}>{item.description}</p> : null}
      </div>
    </article>
  );
}
