import type { Image } from '@/lib/api';
import styles from './CardGrid.module.css';

export interface GridCard {
  id: number;
  title: string;
  description: string;
  image: Image | null;
  /** A figure or step label shown above the title ('15 000+', 'Pasul 2'). */
  eyebrow?: string;
}

/** Picture cards in a responsive grid (achievements, equipment, steps); images load lazily, below the fold. */
export function CardGrid({ cards }: { cards: readonly GridCard[] }) {
  return (
    <ul className={`grid grid--4 ${styles.list}`}>
      {cards.map((card) => (
        <li key={card.id}>
          <article className={`card ${styles.card}`}>
            {card.image ? (
              // biome-ignore lint/performance/noImgElement: our own SVGs of known size; plain img keeps CSP simple
              <img
                className={styles.image}
                src={card.image.file}
                alt={card.image.alt}
                width={320}
                height={200}
                loading="lazy"
                decoding="async"
              />
            ) : null}
            <div className="card__body">
              {card.eyebrow ? <p className={styles.eyebrow}>{card.eyebrow}</p> : null}
              <h3 className={styles.title}>{card.title}</h3>
              {card.description ? <p className={styles.text}>{card.description}</p> : null}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
