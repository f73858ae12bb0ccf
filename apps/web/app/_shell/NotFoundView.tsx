import type { Locale } from '@vitrina/locale';
// One feature's texts, not getMessages: the [locale] tree's not-found boundary renders this in the browser.
import { shell } from '@vitrina/locale/messages/shell';
import type { ReactNode } from 'react';
import { ErrorView } from './ErrorView';

/**
 * docs/product.md §8's 404: the lost-visitor title, the hint and an illustration, in the visitor's language, then
 * the cooperation offers (docs/product.md §2: the error page uses the layout with offers), which the caller
 * passes as `offers`: read on the server for an unknown path, taken from the layout inside the [locale] tree.
 */
export function NotFoundView({ locale, offers }: { locale: Locale; offers: ReactNode }) {
  const messages = shell[locale].errors;
  return (
    <>
      <ErrorView
        locale={locale}
        status={404}
        title={messages.notFoundTitle}
        hint={messages.notFoundHint}
        illustrated
      />
      {offers}
    </>
  );
}
