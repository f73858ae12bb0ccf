import { getMessages, localizedPath } from '@vitrina/locale';
import type { Metadata } from 'next';
import { PageIntro } from '@/app/_shell/PageIntro';
import { brandedTitle, metadataFor } from '@/app/_shell/page-metadata';
import { type LocaleParams, routeLocale } from '@/app/_shell/route-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await routeLocale(params);
  const messages = getMessages(locale).shell;
  return metadataFor({
    locale,
    pathname: localizedPath(locale, 'calculators'),
    title: brandedTitle(locale, messages.pages.calculators),
    description: messages.calculatorsText,
    kind: 'calculator',
  });
}

export default async function CalculatorsPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const messages = getMessages(locale).shell;
  return <PageIntro locale={locale} heading={messages.pages.calculators} text={messages.calculatorsText} />;
}
