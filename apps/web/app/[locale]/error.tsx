'use client';

import { defaultLocale, isLocale } from '@vitrina/locale';
// Only the shell texts: a client component importing getMessages would ship every feature's texts.
import { shell } from '@vitrina/locale/messages/shell';
import { useParams } from 'next/navigation';
import { useEffect } from 'react';
import { ErrorView } from '@/app/_shell/ErrorView';
import { ProvidedCooperationOffers } from '@/components/banners/CooperationOffersContext';

/** An HTTP status carried by the error, if any (an API failure's status); else 500 (docs/product.md §8). */
function statusOf(error: unknown): number {
  const status =
    typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const params = useParams<{ locale: string }>();
  const locale = isLocale(params?.locale) ? params.locale : defaultLocale;
  const messages = shell[locale].errors;

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <>
      <title>{messages.errorTitle}</title>
      <ErrorView
        locale={locale}
        status={statusOf(error)}
        title={messages.errorTitle}
        hint={messages.errorHint}
      >
        <button type="button" className="btn btn--accent" onClick={() => retry()}>
          {messages.retry}
        </button>
      </ErrorView>
      <ProvidedCooperationOffers locale={locale} />
    </>
  );
}
