import { getMessages, type Locale } from '@vitrina/locale';
import type { Work } from '@/lib/api';
import styles from './EditorialCard.module.css';
import { Picture } from './Picture';

/** A portfolio project: picture, what was installed, where and when. Not a link: there is no project page. */
export function WorkCard({ locale, work, eager = false }: { locale: Locale; work: Work; eager?: boolean }) {
  const texts = getMessages(locale).editorial.works;
  return (
    <article className={`card ${styles.card}`} data-work-id={work.id}>
      <div className={styles.media}>
        <Picture image={work.image} alt={work.image.alt || work.title} eager={eager} />
        <span className={styles.badge}>{work.product}</span>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{work.title}</h3>
        <p className={styles.meta}>
          <span>
            <span className="visually-hidden">{texts.city}: </span>
            {work.city}
          </span>
          <span>
            <span className="visually-hidden">{texts.year}: </span>
            {work.year}
          </span>
        </p>
        <p className={styles.text}>{work.description}</p>
      </div>
    </article>
  );
}
