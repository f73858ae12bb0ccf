import type { PriceOffer } from '@vitrina/contract';
import { format, getMessages, localizedPath } from '@vitrina/locale';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageFrame } from '@/app/_shell/PageFrame';
import { brandedTitle, metadataFor } from '@/app/_shell/page-metadata';
import { type LocaleParams, routeLocale } from '@/app/_shell/route-locale';
import { OfferView } from '@/components/offers/OfferView';
import { getOffer } from '@/lib/api';

// /oferta/{number} (ru: /ru/predlozhenie/{number}): an offer reopened by its number (docs/product.md §3 Offer),
// with the prices it was made at while it is valid. Rendered per request, never kept (docs/adr/0039): whether
// it has expired changes with the clock, and each number is asked for by the few people who hold it.
export const dynamic = 'force-dynamic';

interface OfferPageProps extends LocaleParams {
  params: Promise<{ locale: string; number: string }>;
}

async function offerOf(props: OfferPageProps): Promise<PriceOffer> {
  const { number } = await props.params;
  const locale = await routeLocale(props.params);
  const offer = await getOffer(locale, decodeURIComponent(number));
  if (offer === null) notFound();
  return offer;
}

export async function generateMetadata(props: OfferPageProps): Promise<Metadata> {
  const locale = await routeLocale(props.params);
  const offer = await offerOf(props);
  const texts = getMessages(locale).offers.page;
  return metadataFor({
    locale,
    pathname: localizedPath(locale, 'offer', [offer.number]),
    title: brandedTitle(locale, format(texts.title, { number: offer.number })),
    description: format(texts.description, { number: offer.number }),
    // An offer is one visitor's: never in a search engine.
    kind: 'calculator',
  });
}

export default async function OfferPage(props: OfferPageProps) {
  const locale = await routeLocale(props.params);
  const offer = await offerOf(props);
  const title = format(getMessages(locale).offers.page.title, { number: offer.number });
  return (
    <PageFrame locale={locale} title={title}>
      <OfferView locale={locale} offer={offer} />
    </PageFrame>
  );
}
