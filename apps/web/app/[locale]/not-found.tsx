import { getMessages } from '@vitrina/locale';
import { ErrorView } from '@/app/_shell/ErrorView';
import { requestContext } from '@/lib/request-context';

/** SPEC §8 404 page, inside the site layout of the locale the visitor was in. */
export default async function NotFound() {
  const { locale } = await requestContext();
  const messages = getMessages(locale).shell.errors;
  return (
    <>
      <title>{`404 — ${messages.notFoundTitle}`}</title>
      <ErrorView
        locale={locale}
        status={404}
        title={messages.notFoundTitle}
        hint={messages.notFoundHint}
        illustrated
      />
    </>
  );
}
