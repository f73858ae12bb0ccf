import { getMessages, type Locale, localizedPath, policyLanguages, policySlugs } from '@vitrina/locale';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { ContentPageView } from '@/app/_content/ContentPageView';
import { translatedMetadata } from '@/app/_content/translated-metadata';
import { brandedTitle } from '@/app/_shell/page-metadata';
import { routeLocale } from '@/app/_shell/route-locale';
import styles from '@/components/company/TextSections.module.css';
import { RichText } from '@/components/editorial/RichText';
import { getInfoPage, getInfoPages, type InfoPageDetail } from '@/lib/api';

export { generateStaticParams } from '@/app/_shell/on-first-visit';

interface InfoParams {
  params: Promise<{ locale: string; slug: string }>;
}

const pathOf = (locale: Locale, slug: string) => localizedPath(locale, 'info', [slug]);

/**
 * The info page of this slug. Info slugs are translated: the other language's slug (a visitor who switched
 * language here) redirects permanently to this language's; an unknown slug is a 404.
 */
async function infoPageOf(params: InfoParams['params']): Promise<{ locale: Locale; page: InfoPageDetail }> {
  const locale = await routeLocale(params);
  const { slug } = await params;
  // The privacy policy is listed among the info pages; its full text lives at its own address.
  const policyLanguage = policyLanguages.find((language) => policySlugs[language] === slug);
  if (policyLanguage !== undefined) permanentRedirect(localizedPath(locale, 'policy', [policyLanguage]));
  const page = await getInfoPage(locale, slug);
  if (page === null) notFound();
  if (page.slug !== slug) permanentRedirect(pathOf(locale, page.slug));
  return { locale, page };
}

export async function generateMetadata({ params }: InfoParams): Promise<Metadata> {
  const { locale, page } = await infoPageOf(params);
  return translatedMetadata(
    { locale, pathname: pathOf(locale, page.slug), title: brandedTitle(locale, page.title) },
    (other) => pathOf(other, page.slugs[other] ?? page.slug),
  );
}

export default async function InfoPage({ params }: InfoParams) {
  const { locale, page } = await infoPageOf(params);
  const others = (await getInfoPages(locale)).filter((link) => link.slug !== page.slug && link.slug !== '');
  return (
    <ContentPageView locale={locale} title={page.title} intro="" sections={[]}>
      <RichText blocks={page.body} className={`${styles.body} ${styles.prose}`} />
      {others.length > 0 ? (
        <nav aria-labelledby="more-info" className="section">
          <h2 id="more-info">{getMessages(locale).company.pages.moreInfo}</h2>
          <ul>
            {others.map((link) => (
              <li key={link.slug}>
                <a data-routed="" href={pathOf(locale, link.slug)}>
                  {link.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </ContentPageView>
  );
}
