import { type Locale, localizedPath } from '@vitrina/locale';
// One feature's texts, not getMessages: error.tsx renders this view in the browser too, and the whole
// dictionary of both languages would ship with it.
import { shell } from '@vitrina/locale/messages/shell';
import type { ReactNode } from 'react';
import styles from './ErrorView.module.css';

interface ErrorViewProps {
  locale: Locale;
  status: number;
  title: string;
  hint: string;
  /** The lost-visitor illustration of the 404 page. */
  illustrated?: boolean;
  children?: ReactNode;
}

/** The error page of docs/product.md §8: status code, title, hint and the ways back (home, calculators). */
export function ErrorView({ locale, status, title, hint, illustrated, children }: ErrorViewProps) {
  const messages = shell[locale].errors;
  return (
    <section className={`section ${styles.page}`}>
      <div className={`container ${styles.inner}`}>
        {illustrated ? (
          // biome-ignore lint/performance/noImgElement: a static SVG, no optimisation to gain
          <img className={styles.image} src="/assets/not-found.svg" alt="" width={360} height={280} />
        ) : null}
        <div>
          <p className={styles.status}>
            <span className="visually-hidden">{messages.statusLabel}: </span>
            {status}
          </p>
          <h1>{title}</h1>
          <p className="lead">{hint}</p>
          <div className={styles.actions} data-routed="">
            <a className="btn btn--primary" href={localizedPath(locale, 'home')}>
              {messages.toHome}
            </a>
            <a className="btn btn--outline" href={localizedPath(locale, 'calculators')}>
              {messages.toCalculators}
            </a>
            {children}
          </div>
        </div>
      </div>
    </section>
  );
}
