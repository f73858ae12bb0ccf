import type { Locale } from '@vitrina/locale';
import type { ReactNode } from 'react';
import type { Crumb } from '@/app/_shell/Breadcrumbs';
import { PageFrame } from '@/app/_shell/PageFrame';
import { TextSections } from '@/components/company/TextSections';
import type { TextSection } from '@/lib/api';

interface ContentPageViewProps {
  locale: Locale;
  title: string;
  intro: string;
  sections: readonly TextSection[];
  /** Crumbs between Home and this page (e.g. Contacts on a branch page). */
  trail?: Crumb[];
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
  return (
    <PageFrame locale={locale} title={title} trail={trail}>
      <h1>{title}</h1>
      {intro ? <p className="lead">{intro}</p> : null}
      <TextSections sections={sections} />
      {children}
    </PageFrame>
  );
}
