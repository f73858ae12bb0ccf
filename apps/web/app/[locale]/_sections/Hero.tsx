import { mediaSrcSet } from '@vitrina/contract';
import { getMessages, type Locale, localizedPath } from '@vitrina/locale';
import { BannerButtons } from '@/components/banners/BannerButtons';
import type { HeroBanner, HeroFact, SiteContacts } from '@/lib/api/types';
import { formatWorkingHours } from '@/lib/working-hours';
import styles from './Hero.module.css';

interface HeroProps {
  locale: Locale;
  /** From GET /banners/hero-screen; null when the API has none or failed. */
  banner: HeroBanner | null;
  /** The h1 and intro when there is no banner (the 'index' SEO content, else messages). */
  heading: string;
  text: string;
  hours: SiteContacts['working_hours'];
}

/**
 * The home page's first screen: the hero banner's title, text, picture and buttons (call_request opens the
 * order-call form, custom_link navigates) and the company's facts, the working hours from the API's site
 * contacts last. Without a banner it still greets the visitor with the SEO heading and the two main paths.
 */
export function Hero({ locale, banner, heading, text, hours }: HeroProps) {
  const messages = getMessages(locale);
  const facts = messages.shell.facts;
  const hoursFact: HeroFact = { value: formatWorkingHours(facts.hoursValue, hours), label: facts.hours };
  const bannerFacts: HeroFact[] = banner?.facts.length
    ? banner.facts
    : [
        { value: facts.foundedValue, label: facts.founded },
        { value: facts.certifiedValue, label: facts.certified },
        { value: facts.heatValue, label: facts.heat },
      ];
  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      <div className={`container ${styles.inner}`}>
        <div>
          <h1 id="hero-heading" className={styles.heading}>
            {banner?.title || heading}
          </h1>
          {(banner?.description ?? text) ? (
            <p className={styles.text}>{banner?.description ?? text}</p>
          ) : null}
          {banner?.buttons.length ? (
            <BannerButtons
              locale={locale}
              buttons={banner.buttons}
              className={styles.actions}
              primary="btn btn--accent"
              secondary={`btn btn--outline ${styles.secondary}`}
            />
          ) : (
            <div className={styles.actions} data-routed="">
              <a className="btn btn--accent" href={localizedPath(locale, 'calculators')}>
                {messages.shell.pages.calculators}
              </a>
              <a className={`btn btn--outline ${styles.secondary}`} href={localizedPath(locale, 'contacts')}>
                {messages.shell.pages.contacts}
              </a>
            </div>
          )}
        </div>
        <div className={styles.aside}>
          {banner ? (
            // biome-ignore lint/performance/noImgElement: an API SVG; plain img keeps CSP and caching simple
            <img
              className={styles.picture}
              src={banner.image.file}
              srcSet={mediaSrcSet(banner.image.file)}
              sizes="(max-width: 768px) 100vw, 50vw"
              alt={banner.image.alt}
              width={800}
              height={600}
            />
          ) : null}
          <ul className={styles.facts}>
            {[...bannerFacts, hoursFact].map((fact) => (
              <li key={fact.label} className={styles.fact}>
                <strong>{fact.value}</strong>
                {fact.label}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
