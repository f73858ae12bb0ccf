import { getMessages, type Locale } from '@vitrina/locale';
import { CooperationOffers } from '@/components/banners/CooperationOffers';
import { ErrorView } from './ErrorView';

/**
 * docs/product.md §8's 404: the lost-visitor title, the hint and an illustration, in the visitor's language, then the
 * cooperation offers (docs/product.md §2: the error page uses the layout with offers).
 */
export function NotFoundView({ locale }: { locale: Locale }) {
  const messages = getMessages(locale).shell.errors;
  return (
    <>
      <ErrorView
        locale={locale}
        status={404}
        title={messages.notFoundTitle}
        hint={messages.notFoundHint}
        illustrated
      />
      <CooperationOffers locale={locale} />
    </>
  );
}
