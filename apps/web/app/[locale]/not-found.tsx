import { getMessages } from '@vitrina/locale';
import { NotFoundView } from '@/app/_shell/NotFoundView';
import { requestContext } from '@/lib/request-context';

/** docs/product.md §8 404 page, inside the site layout of the locale the visitor was in. */
export default async function NotFound() {
  const { locale } = await requestContext();
  return (
    <>
      <title>{`404 — ${getMessages(locale).shell.errors.notFoundTitle}`}</title>
      <NotFoundView locale={locale} />
    </>
  );
}
