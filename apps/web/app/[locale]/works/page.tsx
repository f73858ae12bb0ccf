import { getMessages } from '@vitrina/locale';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageIntro } from '@/app/_shell/PageIntro';
import { brandedTitle } from '@/app/_shell/page-metadata';
import { routeLocale, routeQuery, type StateParams } from '@/app/_shell/route-locale';
import styles from '@/components/editorial/EditorialCard.module.css';
import { listMetadata } from '@/components/editorial/list-metadata';
import { pageQuery, worksHref } from '@/components/editorial/list-query';
import { WorkCard } from '@/components/editorial/WorkCard';
import { WorkSteps } from '@/components/editorial/WorkSteps';
import { Pagination } from '@/components/ui/Pagination';
import { getSeoContent, getWorkSteps, getWorks, getWorksContent } from '@/lib/api';

type WorksProps = StateParams;

// /lucrari?page={n} (ru: /ru/raboty): the heading and intro, the portfolio in pages, then the process.

// The metadata asks the same questions as the page, so a 404 carries only the not-found page's robots meta.
async function worksState(props: WorksProps) {
  const locale = await routeLocale(props.params);
  const page = pageQuery(await routeQuery(props.params));
  if (page === null) notFound();
  const [seo, works] = await Promise.all([getSeoContent(locale, 'works'), getWorks(locale, page)]);
  // A page past the last one.
  if (works === null) notFound();
  return { locale, page, seo, works };
}

export async function generateMetadata(props: WorksProps): Promise<Metadata> {
  const { locale, page, seo } = await worksState(props);
  return listMetadata({
    locale,
    title: seo.title || brandedTitle(locale, seo.heading || getMessages(locale).shell.pages.works),
    description: seo.description,
    hrefIn: (target) => worksHref(target, page),
  });
}

export default async function WorksPage(props: WorksProps) {
  const { locale, page, seo, works } = await worksState(props);
  const messages = getMessages(locale);
  const texts = messages.editorial.works;
  const [content, steps] = await Promise.all([getWorksContent(locale), getWorkSteps(locale)]);

  return (
    <>
      <PageIntro
        locale={locale}
        heading={content?.title || seo.heading || messages.shell.pages.works}
        text={content?.text || seo.text}
      >
        <section aria-labelledby="portfolio-heading" id="portfolio" className={styles.section}>
          <h2 id="portfolio-heading">{texts.portfolio}</h2>
          {works.results.length > 0 ? (
            <ul className={`grid ${styles.list}`} data-testid="work-grid">
              {works.results.map((work, index) => (
                <li key={work.id}>
                  <WorkCard locale={locale} work={work} eager={index < 3} />
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>{texts.empty}</p>
          )}
          <Pagination
            page={page}
            pages={works.pages}
            label={texts.pages}
            locale={locale}
            hrefFor={(target) => `${worksHref(locale, target)}#portfolio`}
          />
        </section>
      </PageIntro>
      {steps.results.length > 0 ? (
        <section className="section section--alt" aria-labelledby="process-heading">
          <div className="container">
            <h2 id="process-heading">{texts.process}</h2>
            <WorkSteps steps={steps.results} />
          </div>
        </section>
      ) : null}
    </>
  );
}
