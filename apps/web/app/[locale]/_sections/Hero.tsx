import { getMessages, type Locale, localizedPath } from '@vitrina/locale';
import Link from 'next/link';
import type { SiteContacts } from '@/lib/api/types';
import { formatWorkingHours } from '@/lib/working-hours';
import styles from './Hero.module.css';

interface HeroProps {
  locale: Locale;
  heading: string;
  text: string;
  hours: SiteContacts['working_hours'];
}

/**
 * The home page's first screen: h1 and intro from the API's 'index' SEO content, the two main paths and
 * the company's facts (working hours from the API's site contacts).
 */
export function Hero({ locale, heading, text, hours }: HeroProps) {
  const messages = getMessages(locale);
  const facts = messages.shell.facts;
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
            <strong>{facts.foundedValue}</strong>
            {facts.founded}
          </li>
          <li className={styles.fact}>
            <strong>{facts.certifiedValue}</strong>
            {facts.certified}
          </li>
          <li className={styles.fact}>
            <strong>{facts.heatValue}</strong>
            {facts.heat}
          </li>
          <li className={styles.fact}>
            <strong>{formatWorkingHours(facts.hoursValue, hours)}</strong>
            {facts.hours}
          </li>
        </ul>
      </div>
    </section>
  );
}
