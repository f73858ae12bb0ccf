import type { Locale } from '@vitrina/locale';
import type { ReactNode } from 'react';
import { PageFrame } from './PageFrame';

interface PageIntroProps {
  locale: Locale;
  heading: string;
  text?: string;
  children?: ReactNode;
}

/** Breadcrumbs Home › Page, the page's h1 and its intro text: the top of every first-level page. */
export function PageIntro({ locale, heading, text, children }: PageIntroProps) {
  return (
    <PageFrame locale={locale} title={heading}>
      <h1>{heading}</h1>
      {text ? <TextBlocks text={text} /> : null}
      {children}
    </PageFrame>
  );
}

/** Plain text from the API, blank lines separating paragraphs. */
export function TextBlocks({ text }: { text: string }) {
  const paragraphs = text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <>
      {paragraphs.map((paragraph) => (
        <p className="lead" key={paragraph}>
          {paragraph}
        </p>
      ))}
    </>
  );
}
