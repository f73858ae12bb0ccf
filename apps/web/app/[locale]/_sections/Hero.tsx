import { getMessages, type Locale, localizedPath } from '@vitrina/locale';
import Link from 'next/link';
import styles from './Hero.module.css';

interface HeroProps {
  locale: Locale;
  heading: string;
  text: string;
}

/** The home page's first screen: h1 and intro from the API's 'index' SEO content, and the two main paths. */
export function Hero({ locale, heading, text }: HeroProps) {
  const messages = getMessages(locale);
  return (
    <section className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        <div>
          <h1 className={styles.heading}>{heading}</h1>
          {text ? <p className={styles.text}>{text}</p> : null}
          <div className={styles.actions}>
            <Link className="btn btn--accent" href={localizedPath(locale, 'calculators')}>
              {messages.shell.pages.calculators}
            </Link>
            <Link className={`btn btn--outline ${styles.secondary}`} href={localizedPath(locale, 'contacts')}>
              {messages.shell.pages.contacts}
            </Link>
          </div>
        </div>
        <ul className={styles.facts}>
          <li className={styles.fact}>
            <strong>2011</strong>
            {messages.shell.facts.founded}
          </li>
          <li className={styles.fact}>
            <strong>EU</strong>
            {messages.common.euCertified}
          </li>
          <li className={styles.fact}>
            <strong>{messages.shell.facts.heatValue}</strong>
            {messages.shell.facts.heat}
          </li>
          <li className={styles.fact}>
            <strong>8:30–19:30</strong>
            {messages.shell.facts.hours}
          </li>
        </ul>
      </div>
    </section>
  );
}
