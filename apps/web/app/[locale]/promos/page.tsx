import { getMessages } from '@vitrina/locale';
import { contentPageMetadata } from '@/app/_shell/content-page';
import { PageIntro } from '@/app/_shell/PageIntro';
import { type LocaleParams, routeLocale } from '@/app/_shell/route-locale';
import styles from '@/components/editorial/EditorialCard.module.css';
import { PromoCard } from '@/components/editorial/PromoCard';
import { getPromos, getSeoContent } from '@/lib/api';

export const generateMetadata = ({ params }: LocaleParams) =>
  contentPageMetadata({ params, page: 'promos', pageType: 'promos' });

export default async function PromosPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const messages = getMessages(locale);
  const [seo, promos] = await Promise.all([getSeoContent(locale, 'promos'), getPromos(locale)]);
  return (
    <PageIntro locale={locale} heading={seo.heading || messages.shell.pages.promos} text={seo.text}>
      {promos.length > 0 ? (
        <ul className={`grid ${styles.list}`} data-testid="promo-grid">
          {promos.map((promo, index) => (
            <li key={promo.id}>
              <PromoCard locale={locale} promo={promo} eager={index < 3} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{messages.editorial.promos.empty}</p>
      )}
    </PageIntro>
  );
}
