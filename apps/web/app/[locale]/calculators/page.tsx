import { getMessages, localizedPath } from '@vitrina/locale';
import type { Metadata } from 'next';
import { PageFrame } from '@/app/_shell/PageFrame';
import { TextBlocks } from '@/app/_shell/PageIntro';
import { brandedTitle, metadataFor } from '@/app/_shell/page-metadata';
import { type LocaleParams, routeLocale } from '@/app/_shell/route-locale';
import { CalculatorGrid, SeoText } from '@/components/configurator/CalculatorList';
import { getCalculatorSeo, getCalculatorTypes } from '@/lib/api';

// /calculators (docs/product.md §2): every calculator as a card, grouped by category; always 'noindex, follow'.

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await routeLocale(params);
  const messages = getMessages(locale).shell;
  const seo = await getCalculatorSeo(locale, 'index');
  return metadataFor({
    locale,
    pathname: localizedPath(locale, 'calculators'),
    title: seo?.title || brandedTitle(locale, messages.pages.calculators),
    description: seo?.description || messages.calculatorsText,
    kind: 'calculator',
  });
}

export default async function CalculatorsPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const messages = getMessages(locale).shell;
  const [seo, calculators] = await Promise.all([
    getCalculatorSeo(locale, 'index'),
    getCalculatorTypes(locale),
  ]);
  return (
    <PageFrame locale={locale} title={messages.pages.calculators}>
      <h1>{seo?.heading || messages.pages.calculators}</h1>
      <TextBlocks text={messages.calculatorsText} />
      <CalculatorGrid locale={locale} calculators={calculators} />
      <SeoText html={seo?.text} />
    </PageFrame>
  );
}
