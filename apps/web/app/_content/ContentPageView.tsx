import { getMessages, type Locale, localizedPath } from '@vitrina/locale';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/app/_shell/Breadcrumbs';
import { TextSections } from '@/components/company/TextSections';
import type { TextSection } from '@/lib/api';

interface ContentPageViewProps {
  locale: Locale;
  title: string;
  intro: string;
  sections: readonly TextSection[];
  /** Crumbs between Home and this page (e.g. Contacts on a branch page). */
  trail?: { title: string; href: string }[];
  children?: ReactNode;
}

/** The frame of a text page: breadcrumbs Home › … › page, h1, intro, titled sections, then extras. */
export function ContentPageView({
  locale,
  title,
  intro,
  sections,
  trail = [],
  children,
}: ContentPageViewProps) {
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
        <h1>{title}</h1>
        {intro ? <p className="lead">{intro}</p> : null}
        <TextSections sections={sections} />
        {children}
      </div>
    </section>
  );
}
