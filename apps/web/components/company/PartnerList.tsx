import { format, getMessages, type Locale } from '@vitrina/locale';
import { LazyImage } from '@/components/ui/LazyImage';
import type { Partner } from '@/lib/api';
import styles from './PartnerList.module.css';

/** Brand wordmarks, each linking to the brand's own site in a new tab. */
export function PartnerList({ locale, partners }: { locale: Locale; partners: readonly Partner[] }) {
  const messages = getMessages(locale).company.about;
  return (
    <ul className={styles.list}>
      {partners.map((partner) => {
        const logo = <LazyImage image={partner.image} width={240} height={96} />;
        return (
          <li key={partner.id}>
            {partner.href ? (
              <a
                href={partner.href}
                target="_blank"
                rel="noopener noreferrer"
                title={format(messages.partnerSite, { title: partner.title })}
              >
                {logo}
              </a>
            ) : (
              logo
            )}
          </li>
        );
      })}
    </ul>
  );
}
