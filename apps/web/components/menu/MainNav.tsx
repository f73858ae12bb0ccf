import { format } from '@vitrina/locale';
import styles from './MainNav.module.css';
import { MegaPanel, type MegaStrings } from './MegaPanel';
import { NavMenuItem } from './NavMenuItem';
import { NavRoot } from './NavRoot';
import { megaContent, type NavItem } from './nav-model';

export interface MainNavStrings extends MegaStrings {
  mainNav: string;
}

/**
 * The main navigation: hover mega-menus and plain dropdowns at 1200 px and wider, the drawer's category
 * list below (one markup for both: the drawer wraps it, there is no second menu for phones). The shell is
 * a server component; the islands are the items' buttons (an id and a title each) and the panels' content.
 * A panel's content is a client component fed [title, href] pairs rather than server-rendered elements:
 * a server-rendered element is written twice, as HTML and again as an element in the page's RSC payload,
 * and an element per link took about three times the bytes of its pair (measured on the home page: +24 KB
 * of payload, issue 19). Its links are plain <a>s that LinkRouter routes (components/layout/follow-link.ts).
 */
export function MainNav({ items, strings }: { items: NavItem[]; strings: MainNavStrings }) {
  // One object for every panel: the payload writes it once and refers to it after.
  const { mainNav, ...megaStrings } = strings;
  return (
    <NavRoot label={mainNav} className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item) =>
          item.kind === 'link' ? (
            <li key={item.id} className={styles.item} data-nav-plain>
              <a
                href={item.href}
                className={styles.trigger}
                target={item.external ? '_blank' : undefined}
                rel={item.external ? 'noopener' : undefined}
              >
                {item.title}
              </a>
            </li>
          ) : (
            <NavMenuItem key={item.id} id={item.id} title={item.title} kind={item.kind}>
              {item.kind === 'mega' ? (
                <MegaPanel content={megaContent(item)} strings={megaStrings} />
              ) : (
                <ul className={styles.dropdownList}>
                  <li>
                    <a href={item.href} className={styles.dropdownAll}>
                      {format(strings.viewCategory, { title: item.title })}
                    </a>
                  </li>
                  {item.subitems.map((sub) => (
                    <li key={sub.href}>
                      <a href={sub.href}>{sub.title}</a>
                    </li>
                  ))}
                </ul>
              )}
            </NavMenuItem>
          ),
        )}
      </ul>
    </NavRoot>
  );
}
