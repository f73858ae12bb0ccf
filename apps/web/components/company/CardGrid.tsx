import { LazyImage } from '@/components/ui/LazyImage';
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
              <LazyImage className={styles.image} image={card.image} width={320} height={200} />
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
