import type { ArticleTab } from '@/lib/api';
import styles from './BlogTabs.module.css';

interface BlogTabsProps {
  tabs: readonly ArticleTab[];
  active: number;
  hrefFor: (tab: number) => string;
  label: string;
}

/**
 * The blog's tabs as links: each tab is an address ('?tab=2'), so choosing one works without JavaScript,
 * can be shared and comes back with the browser's back button. The current one is aria-current. A tab loads
 * as a document, like a list's pages (components/ui/Pagination.tsx says why).
 */
export function BlogTabs({ tabs, active, hrefFor, label }: BlogTabsProps) {
  return (
    <nav className={styles.tabs} aria-label={label}>
      <ul className={styles.list}>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <a
              className={styles.tab}
              href={hrefFor(tab.id)}
              aria-current={tab.id === active ? 'page' : undefined}
            >
              {tab.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
