import { getMessages, localizedPath } from '@vitrina/locale';
import type { Metadata } from 'next';
import { PageIntro } from '@/app/_shell/PageIntro';
import { brandedTitle, metadataFor } from '@/app/_shell/page-metadata';
import { type LocaleParams, routeLocale } from '@/app/_shell/route-locale';
import { CartBufferView } from '@/components/configurator/CartBufferView';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await routeLocale(params);
  return metadataFor({
    locale,
    pathname: localizedPath(locale, 'cart'),
    title: brandedTitle(locale, getMessages(locale).shell.pages.cart),
  });
}

// The cart itself comes with its own issue; until then the page shows the configured item the
// configurator left in the cart buffer.
export default async function CartPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const messages = getMessages(locale);
  return (
    <PageIntro locale={locale} heading={messages.shell.pages.cart}>
      <CartBufferView locale={locale} texts={messages.configurator.cart} />
    </PageIntro>
  );
}
