import { format, getMessages, localizedPath } from '@vitrina/locale';
import { contentPageMetadata } from '@/app/_shell/content-page';
import { PageIntro } from '@/app/_shell/PageIntro';
import { type LocaleParams, routeLocale } from '@/app/_shell/route-locale';
import styles from '@/components/company/Branch.module.css';
import { BranchCard } from '@/components/company/BranchCard';
import { groupBy } from '@/components/company/group-by';
import { getDealers, getSeoContent } from '@/lib/api';

export const generateMetadata = ({ params }: LocaleParams) =>
  contentPageMetadata({ params, page: 'dealers', pageType: 'dealers' });

/** Authorised dealers grouped by city, cities in alphabetical order of this language. */
export default async function DealersPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const [seo, dealers] = await Promise.all([getSeoContent(locale, 'dealers'), getDealers(locale)]);
  const messages = getMessages(locale);
  const text = messages.company.dealers;
  const collator = new Intl.Collator(locale);
  const cities = groupBy(dealers, (dealer) => dealer.city).sort((a, b) => collator.compare(a.key, b.key));
  return (
    <>
      <PageIntro locale={locale} heading={seo.heading || messages.shell.pages.dealers} text={seo.text}>
        {dealers.length > 0 ? <p>{format(text.count, { count: dealers.length })}</p> : null}
      </PageIntro>
      <section className="section section--alt" aria-label={text.cities}>
        <div className="container">
          {cities.length === 0 ? <p role="status">{text.unavailable}</p> : null}
          <div className={styles.cities}>
            {cities.map((city) => (
              <section
                key={city.key}
                className={styles.cityGroup}
                aria-labelledby={`city-${city.items[0]?.id}`}
              >
                <h2 id={`city-${city.items[0]?.id}`}>{city.key}</h2>
                <ul className={`${styles.list} ${styles.stack}`}>
                  {city.items.map((dealer) => (
                    <li key={dealer.id}>
                      <BranchCard locale={locale} branch={dealer} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
          <p className={styles.listFooter}>
            <a data-routed="" href={localizedPath(locale, 'contacts')}>
              {text.toContacts} →
            </a>
          </p>
        </div>
      </section>
    </>
  );
}
