import type { ReactNode } from 'react';
import styles from './CardGrid.module.css';

/** A responsive list of cards: two to a row on phones, up to four on wide screens. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <ul className={`grid grid--4 ${styles.grid}`}>{children}</ul>;
}
