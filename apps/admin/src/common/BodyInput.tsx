import { Skeleton } from '@mui/material';
import { contentLocales } from '@vitrina/contract';
import { lazy, Suspense } from 'react';
import { LanguageColumns, useLanguageLabel } from './LanguageColumns';

// The rich-text editor (Tiptap) loads with the first form that has a body, not with the back office: most staff
// work on orders and leads and never need it.
const BodyEditor = lazy(() => import('./BodyEditor'));

/** A body in every language, side by side, in the editor that offers only what blocks can hold. */
export function BodyInput({ source }: { source: string }) {
  const label = useLanguageLabel(source);
  return (
    <LanguageColumns>
      {contentLocales.map((locale) => (
        <Suspense
          key={locale}
          fallback={<Skeleton variant="rounded" height={160} aria-label={label(locale)} />}
        >
          <BodyEditor source={`${source}.${locale}`} label={label(locale)} />
        </Suspense>
      ))}
    </LanguageColumns>
  );
}
