import { SEARCH_MAX_LENGTH } from '@vitrina/contract';
import { getMessages, type Locale, localizedPath, withLocale } from '@vitrina/locale';
import { DrawerCallButton, DrawerLanguages, DrawerLinks } from '@/components/menu/DrawerActions';
import { MainNav } from '@/components/menu/MainNav';
import { MenuDrawer } from '@/components/menu/MenuDrawer';
import { MenuProvider } from '@/components/menu/MenuState';
import { buildNav } from '@/components/menu/nav-model';
import { SearchOverlay } from '@/components/search/SearchForm';
import { LinkList } from '@/components/ui/LinkList';
import type { HeaderLink, Language, MenuItem, SiteContacts } from '@/lib/api/types';
import { formatWorkingHours } from '@/lib/working-hours';
import { CartLink } from './CartLink';
import { AccountButton, OrderCallButton, SearchButton } from './HeaderButtons';
import { HeaderModals } from './HeaderModals';
import { type LanguageChoice, LanguageSelect } from './LanguageSelect';
import { Logo } from './Logo';
import { PhoneHours } from './PhoneHours';
import styles from './SiteHeader.module.css';

interface SiteHeaderProps {
  locale: Locale;
  menu: MenuItem[];
  links: HeaderLink[];
  site: SiteContacts;
  languages: Language[];
}

/** docs/product.md §2 Layout: top bar (logo, links, phone with hours, language, order call) and the navigation bar. */
export function SiteHeader({ locale, menu, links, site, languages }: SiteHeaderProps) {
  const { header: t, modals: m, common: c, feedback } = getMessages(locale);
  const nav = buildNav(menu, locale);
  const headerLinks = links.map((link) => ({
    title: link.title,
    href: withLocale(locale, link.href),
    external: link.target === '_blank',
  }));
  const languageChoices: LanguageChoice[] = languages.map((language) => ({
    code: language.code,
    title: language.title,
    flag: language.flag,
  }));
  const hours = formatWorkingHours(c.workingHours, site.working_hours);

  return (
    <header className={styles.header} data-routed="">
      <div className={styles.top}>
        <div className={`container ${styles.topInner}`}>
          <Logo href={localizedPath(locale, 'home')} label={t.logoLabel} name={c.siteName} />
          {headerLinks.length > 0 && (
            <nav aria-label={t.topLinks} className={styles.topLinks}>
              <LinkList links={headerLinks} />
            </nav>
          )}
          <div className={styles.contact}>
            <div className={styles.phone}>
              <PhoneHours
                phone={site.phone}
                phoneHref={site.phone_href}
                title={t.workingHoursTitle}
                hours={hours}
              />
            </div>
            <LanguageSelect locale={locale} label={t.languageLabel} languages={languageChoices} />
            <OrderCallButton label={c.actions.orderCall} />
          </div>
        </div>
      </div>

      <div className={styles.bar}>
        <div className={`container ${styles.barInner}`}>
          <MenuProvider>
            <MenuDrawer
              strings={{
                menu: c.nav.menu,
                openMenu: t.openMenu,
                closeMenu: t.closeMenu,
                catalog: t.catalog,
                back: t.backToCatalog,
              }}
              extras={
                <>
                  {headerLinks.length > 0 && <DrawerLinks links={headerLinks} />}
                  <DrawerLanguages locale={locale} label={t.languageLabel} languages={languageChoices} />
                  <DrawerCallButton label={c.actions.orderCall} />
                </>
              }
            >
              <MainNav
                items={nav}
                strings={{
                  mainNav: t.mainNav,
                  calculatePrice: t.calculatePrice,
                  showAll: t.showAllIn,
                  hide: c.actions.hide,
                  viewCategory: t.viewCategory,
                }}
              />
            </MenuDrawer>
          </MenuProvider>
          <div className={styles.actions}>
            <SearchButton label={t.search} />
            <AccountButton label={t.account} />
            <CartLink href={localizedPath(locale, 'cart')} label={t.cart} labelWithCount={t.cartWithCount} />
          </div>
        </div>
      </div>

      <HeaderModals
        locale={locale}
        phone={site.phone}
        phoneHref={site.phone_href}
        strings={{
          close: m.close,
          ok: m.ok,
          orderCallTitle: m.orderCallTitle,
          orCall: feedback.callback.orCall,
          mobileCallTitle: m.mobileCallTitle,
          mobileCallText: m.mobileCallText,
          workingHours: hours,
        }}
      />
      <SearchOverlay
        locale={locale}
        maxLength={SEARCH_MAX_LENGTH}
        strings={{ title: t.search, close: m.close }}
      />
    </header>
  );
}
