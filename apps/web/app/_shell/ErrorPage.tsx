'use client';

import type { Locale } from '@vitrina/locale';
import { shell } from '@vitrina/locale/messages/shell';
import { ProvidedCooperationOffers } from '@/components/banners/ProvidedCooperationOffers';
import { ErrorView } from './ErrorView';

interface ErrorPageProps {
  locale: Locale;
  status: number;
  retry: () => void;
}

/** The [locale] tree's error page (app/[locale]/error.tsx loads it): the view, a retry, the layout's offers. */
export function ErrorPage({ locale, status, retry }: ErrorPageProps) {
  const messages = shell[locale].errors;
  return (
    <>
      <title>{messages.errorTitle}</title>
      <ErrorView locale={locale} status={status} title={messages.errorTitle} hint={messages.errorHint}>
        <button type="button" className="btn btn--accent" onClick={() => retry()}>
          {messages.retry}
        </button>
      </ErrorView>
      <ProvidedCooperationOffers locale={locale} />
    </>
  );
}
