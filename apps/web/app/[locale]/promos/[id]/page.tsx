import { getMessages, type Locale, localizedPath } from '@vitrina/locale';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/app/_shell/Breadcrumbs';
import { brandedTitle, metadataFor } from '@/app/_shell/page-metadata';
import { routeLocale } from '@/app/_shell/route-locale';
import styles from '@/components/editorial/Article.module.css';
import { openGraphOf } from '@/components/editorial/list-metadata';
import { Picture } from '@/components/editorial/Picture';
import { ValidUntil } from '@/components/editorial/PromoCard';
import { RichText } from '@/components/editorial/RichText';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { getPromo, type Promo } from '@/lib/api';

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
    <section className="section">
      <div className="container">
        <Breadcrumbs
          label={messages.shell.breadcrumbs}
          crumbs={[
            { title: messages.common.nav.home, href: localizedPath(locale, 'home') },
            { title: messages.shell.pages.promos, href: promos },
            { title: promo.title },
          ]}
        />
        <article className={styles.article} data-promo-id={promo.id}>
          <h1>{promo.title}</h1>
          <p className={styles.badge}>{promo.discount_label}</p>
          {promo.valid_until ? (
            <p className={styles.meta}>
              <ValidUntil locale={locale} date={promo.valid_until} template={texts.validUntil} />
            </p>
          ) : null}
          <figure className={styles.figure}>
            <Picture image={promo.image} alt={promo.image.alt || promo.title} priority />
          </figure>
          <p className={styles.lead}>{promo.description}</p>
          <RichText blocks={promo.body} className={styles.body} />
          <Link className={styles.back} href={promos}>
            <ArrowLeftIcon size={18} />
            {texts.back}
          </Link>
        </article>
      </div>
    </section>
  );
}
