import { format, getMessages, type Locale, localizedPath, withLocale } from '@vitrina/locale';
import { FooterSubscribe } from '@/components/feedback/FooterSubscribe';
import { FindSpecialistButton } from '@/components/specialists/FindSpecialistButton';
import { Accordion } from '@/components/ui/Accordion';
import { MailIcon, PhoneIcon, PinIcon, SocialIcon } from '@/components/ui/icons';
import { LinkList } from '@/components/ui/LinkList';
import type { FooterColumn, InfoPageLink, SiteContacts } from '@/lib/api/types';
import { stepHref } from '@/lib/cart/checkout-step';
import { formatWorkingHours } from '@/lib/working-hours';
import { CertificateBadge } from './CertificateBadge';
import { Logo } from './Logo';
import { PaymentLogos } from './PaymentLogos';
import styles from './SiteFooter.module.css';

interface SiteFooterProps {
  locale: Locale;
  columns: FooterColumn[];
  infoPages: InfoPageLink[];
  site: SiteContacts;
}

interface FooterLinkGroup {
  key: string;
  title: string;
  links: { title: string; href: string }[];
}

const networkNames: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

const slugPath = (slug: string) => `/${slug.trim().replace(/^\/+/, '')}`;

/**
 * docs/product.md §2 Layout footer: link columns (accordions below 992 px), info pages, contacts, socials, cards and
 * the pay-order button.
 */
export function SiteFooter({ locale, columns, infoPages, site }: SiteFooterProps) {
  const { footer: t, common: c, header: h, feedback } = getMessages(locale);
  // Columns come ordered and without empty slugs (lib/api/defaults.ts).
  const groups: FooterLinkGroup[] = columns
    .map((column) => ({
      key: `column-${column.id}`,
      title: column.name,
      links: column.pages.map((page) => ({
        title: page.name,
        href: withLocale(locale, slugPath(page.slug)),
      })),
    }))
    .filter((group) => group.links.length > 0);
  if (infoPages.length > 0) {
    groups.push({
      key: 'info',
      title: t.infoTitle,
      links: infoPages.map((page) => ({
        title: page.title,
        href: localizedPath(locale, 'info', [page.slug]),
      })),
    });
  }
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer} data-routed="">
      <div className={`container ${styles.main}`}>
        <div className={styles.brand}>
          <div className={styles.logo}>
            <Logo href={localizedPath(locale, 'home')} label={h.logoLabel} name={c.siteName} />
          </div>
          <p className={styles.about}>{t.about}</p>
          <CertificateBadge title={t.certificateTitle} since={t.certificateSince} />
          <FooterSubscribe
            locale={locale}
            labelledBy="subscribe-title"
            title={feedback.subscribe.title}
            text={feedback.subscribe.text}
          />
        </div>

        <div className={styles.columns}>
          {groups.map((group) => (
            <div key={group.key} className={styles.column}>
              <h2 className={styles.title}>{group.title}</h2>
              <Accordion
                title={group.title}
                headingLevel={2}
                className={styles.accordion}
                summaryClassName={styles.accordionSummary}
              >
                <LinkList links={group.links} className={styles.links} />
              </Accordion>
            </div>
          ))}
        </div>

        <section className={styles.contacts} aria-labelledby="footer-contacts">
          <h2 id="footer-contacts" className={styles.contactsTitle}>
            {t.contactsTitle}
          </h2>
          <ul className={styles.contactList}>
            <li>
              <PhoneIcon size={20} className={styles.contactIcon} />
              <span>
                <span className="visually-hidden">{t.phone}: </span>
                <a href={site.phone_href} className={styles.phone}>
                  {site.phone}
                </a>
                <span className={styles.hours}>{formatWorkingHours(c.workingHours, site.working_hours)}</span>
              </span>
            </li>
            {site.email && (
              <li>
                <MailIcon size={20} className={styles.contactIcon} />
                <span>
                  <span className="visually-hidden">{t.email}: </span>
                  <a href={`mailto:${site.email}`}>{site.email}</a>
                </span>
              </li>
            )}
            {site.address && (
              <li>
                <PinIcon size={20} className={styles.contactIcon} />
                <span>
                  <span className="visually-hidden">{t.address}: </span>
                  <address>{site.address}</address>
                </span>
              </li>
            )}
          </ul>
          <p className={styles.specialist}>
            <FindSpecialistButton label={getMessages(locale).specialists.open} className="btn btn--accent" />
          </p>
          {site.socials.length > 0 && (
            <>
              <p className={styles.socialsTitle}>{t.socialsTitle}</p>
              <ul className={styles.socials}>
                {site.socials.map((social) => (
                  <li key={social.name}>
                    <a
                      href={social.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={format(t.socialLink, { network: networkNames[social.name] ?? social.name })}
                    >
                      <SocialIcon network={social.name} />
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </div>

      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p className={styles.copyright}>{format(t.copyright, { year })}</p>
          <div className={styles.payments}>
            <span>{t.paymentsTitle}</span>
            <PaymentLogos className={styles.cards} />
            {/* docs/product.md §2 Layout: the pay-order button, to the checkout's payment (or the first step missing). */}
            <a
              href={stepHref(localizedPath(locale, 'cart'), 'payment')}
              className={`btn btn--accent ${styles.payOrder}`}
            >
              {t.payOrder}
            </a>
          </div>
        </div>
      </div>
    </footer>
  );
}
