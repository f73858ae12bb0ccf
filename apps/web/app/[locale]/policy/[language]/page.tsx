import {
  format,
  getMessages,
  isPolicyLanguage,
  type Locale,
  localizedPath,
  type PolicyLanguage,
  policyLanguages,
} from '@vitrina/locale';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageFrame } from '@/app/_shell/PageFrame';
import { metadataFor } from '@/app/_shell/page-metadata';
import { routeLocale } from '@/app/_shell/route-locale';
import styles from '@/components/company/TextSections.module.css';
import { RichText } from '@/components/editorial/RichText';
import { getPolicy, type PolicyPage } from '@/lib/api';
import { formatDate } from '@/lib/dates';

export { generateStaticParams } from '@/app/_shell/on-first-visit';

interface PolicyParams {
  params: Promise<{ locale: string; language: string }>;
}

// The privacy policy at /{policy slug} (resolve-path.ts): the text is in the policy's language, the site
// around it in the visitor's. A text in a language other than the page's carries its own `lang`.

async function policyOf(params: PolicyParams['params']): Promise<{ locale: Locale; policy: PolicyPage }> {
  const locale = await routeLocale(params);
  const { language } = await params;
  if (!isPolicyLanguage(language)) notFound();
  const policy = await getPolicy(locale, language);
  if (policy === null) notFound();
  return { locale, policy };
}

const pathOf = (locale: Locale, language: PolicyLanguage) => localizedPath(locale, 'policy', [language]);

export async function generateMetadata({ params }: PolicyParams): Promise<Metadata> {
  const { locale, policy } = await policyOf(params);
  return metadataFor({ locale, pathname: pathOf(locale, policy.language), title: policy.title });
}

export default async function PolicyPageView({ params }: PolicyParams) {
  const { locale, policy } = await policyOf(params);
  const messages = getMessages(locale);
  const ownLanguage = policy.language === locale;
  const variants = policy.variants.filter((variant) => policyLanguages.includes(variant.language));
  return (
    <PageFrame locale={locale} title={policy.title}>
      <article lang={ownLanguage ? undefined : policy.language} className={styles.sections}>
        <header>
          <h1 className={styles.title}>{policy.title}</h1>
          {/* The date line is the site's own text, in the visitor's language. */}
          <p lang={ownLanguage ? undefined : locale} className={styles.updated}>
            <time dateTime={policy.updated}>
              {format(messages.company.policy.updated, {
                date: formatDate(locale, policy.updated),
              })}
            </time>
          </p>
        </header>
        {policy.sections.map((section) => (
          <section key={section.title} className={styles.section}>
            <h2>{section.title}</h2>
            <RichText blocks={section.body} className={styles.body} />
          </section>
        ))}
      </article>
      <nav aria-labelledby="policy-variants" className="section">
        <h2 id="policy-variants">{messages.company.policy.variants}</h2>
        <ul>
          {variants.map((variant) => (
            <li key={variant.language} lang={variant.language}>
              {variant.language === policy.language ? (
                <span aria-current="page">{variant.title}</span>
              ) : (
                <a data-routed="" href={pathOf(locale, variant.language)} hrefLang={variant.language}>
                  {variant.title}
                </a>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </PageFrame>
  );
}
