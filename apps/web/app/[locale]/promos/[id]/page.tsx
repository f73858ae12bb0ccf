import { getMessages, type Locale, localizedPath } from '@vitrina/locale';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageFrame } from '@/app/_shell/PageFrame';
import { brandedTitle, metadataFor } from '@/app/_shell/page-metadata';
import { routeLocale } from '@/app/_shell/route-locale';
import styles from '@/components/editorial/Article.module.css';
import { ArticleBody } from '@/components/editorial/ArticleBody';
import { openGraphOf } from '@/components/editorial/list-metadata';
import { ValidUntil } from '@/components/editorial/PromoCard';
import { getPromo, type Promo } from '@/lib/api';

export { generateStaticParams } from '@/app/_shell/on-first-visit';

interface PromoProps {
  params: Promise<{ locale: string; id: string }>;
}

// Public address: /promotii/{id} and /ru/aktsii/{id} (the localized slug of 'promos' with the id kept).

async function promoOf(props: PromoProps): Promise<{ locale: Locale; promo: Promo }> {
  const locale = await routeLocale(props.params);
  const { id } = await props.params;
  const promo = await getPromo(locale, id);
  if (promo === null) notFound();
  return { locale, promo };
}

export async function generateMetadata(props: PromoProps): Promise<Metadata> {
  const { locale, promo } = await promoOf(props);
  const title = brandedTitle(locale, promo.title);
  return {
    ...metadataFor({
      locale,
      pathname: localizedPath(locale, 'promos', [String(promo.id)]),
      title,
      description: promo.description,
    }),
    openGraph: openGraphOf('website', title, promo.description, { ...promo.image, alt: promo.title }),
  };
}

export default async function PromoPage(props: PromoProps) {
  const { locale, promo } = await promoOf(props);
  const messages = getMessages(locale);
  const texts = messages.editorial.promos;
  const promos = localizedPath(locale, 'promos');

  return (
    <PageFrame
      locale={locale}
      title={promo.title}
      trail={[{ title: messages.shell.pages.promos, href: promos }]}
    >
      <article className={styles.article} data-promo-id={promo.id}>
        <h1>{promo.title}</h1>
        <p className={styles.badge}>{promo.discount_label}</p>
        {promo.valid_until ? (
          <p className={styles.meta}>
            <ValidUntil locale={locale} date={promo.valid_until} template={texts.validUntil} />
          </p>
        ) : null}
        <ArticleBody
          title={promo.title}
          image={promo.image}
          lead={promo.description}
          body={promo.body}
          back={{ href: promos, label: texts.back }}
        />
      </article>
    </PageFrame>
  );
}
