import { getMessages, type Locale, localizedPath } from '@vitrina/locale';
import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';

interface PageFrameProps {
  locale: Locale;
  /** The page's own crumb, the last one (not a link). */
  title: string;
  /** Crumbs between Home and this page (e.g. Blog on an article, Contacts on a branch page). */
  trail?: Crumb[];
  children?: ReactNode;
}

/**
 * The frame every inner page shares: a section, its container and breadcrumbs Home › … › page.
 * What follows the breadcrumbs (h1, article, lists) is the page's own.
 */
export function PageFrame({ locale, title, trail = [], children }: PageFrameProps) {
  const messages = getMessages(locale);
  return (
    <section className="section">
      <div className="container">
        <Breadcrumbs
          label={messages.shell.breadcrumbs}
          crumbs={[
            { title: messages.common.nav.home, href: localizedPath(locale, 'home') },
            ...trail,
            { title },
          ]}
        />
        {children}
      </div>
    </section>
  );
}
