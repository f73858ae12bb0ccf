import { getMessages } from '@vitrina/locale';
import { contentPageMetadata } from '@/app/_shell/content-page';
import { PageIntro } from '@/app/_shell/PageIntro';
import { type LocaleParams, routeLocale } from '@/app/_shell/route-locale';
import styles from '@/components/editorial/Vacancies.module.css';
import { VacancyApplication } from '@/components/editorial/VacancyApply';
import { VacancyCard } from '@/components/editorial/VacancyCard';
import { getHomePage, getSeoContent, getVacancies } from '@/lib/api';

export const generateMetadata = ({ params }: LocaleParams) =>
  contentPageMetadata({ params, page: 'vacancies', pageType: 'vacancies' });

export default async function VacanciesPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const messages = getMessages(locale);
  const texts = messages.editorial.vacancies;
  // The company's e-mail and phone come with the home page data the layout reads anyway (one request).
  const [seo, vacancies, home] = await Promise.all([
    getSeoContent(locale, 'vacancies'),
    getVacancies(locale),
    getHomePage(locale),
  ]);
  return (
    <PageIntro locale={locale} heading={seo.heading || messages.shell.pages.vacancies} text={seo.text}>
      {vacancies.length > 0 ? (
        <VacancyApplication
          locale={locale}
          contact={{ email: home.site.email, phone: home.site.phone, phoneHref: home.site.phone_href }}
          strings={{
            apply: texts.apply,
            applyTitle: texts.applyTitle,
            howToApply: texts.howToApply,
            email: texts.email,
            phone: texts.phone,
            close: texts.close,
          }}
        >
          <ul className={styles.list}>
            {vacancies.map((vacancy) => (
              <li key={vacancy.id}>
                <VacancyCard locale={locale} vacancy={vacancy} />
              </li>
            ))}
          </ul>
        </VacancyApplication>
      ) : (
        <p>{texts.empty}</p>
      )}
    </PageIntro>
  );
}
