import { format, getMessages, localizedPath } from '@vitrina/locale';
import { contentPageMetadata } from '@/app/_shell/content-page';
import { PageIntro } from '@/app/_shell/PageIntro';
import { type LocaleParams, routeLocale } from '@/app/_shell/route-locale';
import styles from '@/components/company/Branch.module.css';
import { BranchCard } from '@/components/company/BranchCard';
import { ContactForm } from '@/components/feedback/ContactForm';
import { feedbackSetup } from '@/components/feedback/feedback-setup';
import { FindSpecialistButton } from '@/components/specialists/FindSpecialistButton';
import { getBranches, getHomePage, getSeoContent } from '@/lib/api';

export const generateMetadata = ({ params }: LocaleParams) =>
  contentPageMetadata({ params, page: 'contacts', pageType: 'contacts' });

/**
 * SEO intro, the company's main contacts and a form to write to the shop, then every showroom, office and the
 * factory with a link to its page.
 */
export default async function ContactsPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const [seo, home, branches] = await Promise.all([
    getSeoContent(locale, 'contacts'),
    getHomePage(locale),
    getBranches(locale),
  ]);
  const messages = getMessages(locale);
  const text = messages.company.contacts;
  const own = branches.filter((branch) => branch.kind !== 'dealer');
  const { site } = home;
  return (
    <>
      <PageIntro locale={locale} heading={seo.heading || messages.shell.pages.contacts} text={seo.text}>
        {site.phone || site.email ? (
          <section aria-labelledby="main-contacts" className={`card ${styles.mainContacts}`}>
            <div className="card__body">
              <h2 id="main-contacts">{text.main}</h2>
              <dl className={styles.contacts}>
                {site.phone ? (
                  <>
                    <dt>{text.phone}</dt>
                    <dd>
                      <a href={site.phone_href}>{site.phone}</a>
                    </dd>
                  </>
                ) : null}
                {site.email ? (
                  <>
                    <dt>{text.email}</dt>
                    <dd>
                      <a href={`mailto:${site.email}`}>{site.email}</a>
                    </dd>
                  </>
                ) : null}
                {site.address ? (
                  <>
                    <dt>{text.office}</dt>
                    <dd>
                      <address>{site.address}</address>
                    </dd>
                  </>
                ) : null}
                <dt>{text.hours}</dt>
                <dd>{format(text.hoursValue, site.working_hours)}</dd>
              </dl>
            </div>
          </section>
        ) : null}
        <div className={`card ${styles.mainContacts}`}>
          <div className="card__body">
            <ContactForm locale={locale} texts={feedbackSetup(locale)} />
          </div>
        </div>
      </PageIntro>
      <section className="section section--alt" aria-labelledby="branches-heading">
        <div className="container">
          <h2 id="branches-heading">{text.branches}</h2>
          {own.length > 0 ? (
            <ul className={`grid ${styles.list}`}>
              {own.map((branch) => (
                <li key={branch.id}>
                  <BranchCard locale={locale} branch={branch} />
                </li>
              ))}
            </ul>
          ) : (
            <p role="status">{text.unavailable}</p>
          )}
          <p className={styles.listFooter}>
            <a data-routed="" href={localizedPath(locale, 'dealers')}>
              {text.dealersLink} →
            </a>
          </p>
          <p className={styles.listFooter}>
            <FindSpecialistButton label={messages.specialists.open} />
          </p>
        </div>
      </section>
    </>
  );
}
