import { getMessages, localizedPath } from '@vitrina/locale';
import type { Metadata } from 'next';
import { PageIntro } from '@/app/_shell/PageIntro';
import { brandedTitle, metadataFor } from '@/app/_shell/page-metadata';
import { type LocaleParams, routeLocale } from '@/app/_shell/route-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await routeLocale(params);
  return metadataFor({
    locale,
    pathname: localizedPath(locale, 'cart'),
    title: brandedTitle(locale, getMessages(locale).shell.pages.cart),
  });
}

export default async function CartPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  return <PageIntro locale={locale} heading={getMessages(locale).shell.pages.cart} />;
}
