import { Skeleton } from '@mui/material';
import { contentLocales } from '@vitrina/contract';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { LanguageColumns, useLanguageLabel } from './LanguageColumns';

// The rich-text editor (Tiptap) loads with the first form that has a body, not with the back office: most staff
// work on orders and leads and never need it.
const BodyEditor = lazy(() => import('./BodyEditor'));

/**
 * A body in every language, side by side, in the editor that offers only what blocks can hold; `headings` off
 * where the text is kept as plain text (an info page's body holds paragraphs and lists only).
 */
export function BodyInput({
  source,
  label: labelKey,
  headings = true,
}: {
  source: string;
  /** The field's name as a translation key, where the resource's `fields.{source}` is another field's (a list item's). */
  label?: string;
  headings?: boolean;
}) {
  const label = useLanguageLabel(source, labelKey);
  return (
    <LanguageColumns>
      {contentLocales.map((locale) => (
        <OneBody key={locale} source={`${source}.${locale}`} label={label(locale)} headings={headings} />
      ))}
    </LanguageColumns>
  );
}

/** A body written in one language only (a section of the privacy policy in one of its languages). */
export function OneLanguageBodyInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  return <OneBody source={source} label={translate(label)} headings />;
}

function OneBody({ source, label, headings }: { source: string; label: string; headings: boolean }) {
  return (
    // While the editor's code loads, its place is a busy progressbar named after the field: a name on a plain span
    // is one no assistive technology reads (axe: aria-prohibited-attr).
    <Suspense
      fallback={<Skeleton variant="rounded" height={160} role="progressbar" aria-busy aria-label={label} />}
    >
      <BodyEditor source={source} label={label} headings={headings} />
    </Suspense>
  );
}
