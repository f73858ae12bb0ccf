import { getMessages, localizedPath } from '@vitrina/locale';
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { metadataFor } from '@/app/_shell/page-metadata';
import { type LocaleParams, routeLocale } from '@/app/_shell/route-locale';
import { ResetTokenReader } from '@/components/account/ResetTokenReader';
import { CooperationOffers } from '@/components/banners/CooperationOffers';
import { SuccessOrderOnReturn } from '@/components/cart/SuccessOrderOnReturn';
import { getHeroBanner, getHomePage, getOffers, getSeoContent } from '@/lib/api';
import { Hero } from './_sections/Hero';
import { HomeSections } from './_sections/HomeSections';
import { OrganizationJsonLd } from './_sections/OrganizationJsonLd';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await routeLocale(params);
  const seo = await getSeoContent(locale, 'index');
  return metadataFor({
    locale,
    pathname: localizedPath(locale, 'home'),
    title: seo.title || getMessages(locale).common.siteName,
    description: seo.description,
  });
}

export default async function HomePage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  // Every read degrades on its own (docs/product.md §8): a failed one leaves its band out, never the page.
  const [seo, home, hero, offer, discount, service] = await Promise.all([
    getSeoContent(locale, 'index'),
    getHomePage(locale),
    getHeroBanner(locale),
    getOffers(locale, 'offer'),
    getOffers(locale, 'discount'),
    getOffers(locale, 'service'),
  ]);
  const messages = getMessages(locale);
  const fallback = messages.shell.home;
  return (
    <>
      <OrganizationJsonLd locale={locale} site={home.site} />
      <Hero
        locale={locale}
        banner={hero}
        heading={seo.heading || fallback.heading}
        text={seo.text || fallback.text}
        hours={home.site.working_hours}
      />
      <HomeSections locale={locale} home={home} banners={{ offer, discount, service }} />
      {/* Rendered here on the server (the layout's read is reused): shown from the layout's copy for the error
          page, they would bring their cards' code to every home page's first load (docs/adr/0055). */}
      <CooperationOffers locale={locale} />
      {/* docs/product.md §2 Home query: the order's confirmation, read from the URL in the browser; the page itself stays
          the same for everyone. */}
      <Suspense fallback={null}>
        <SuccessOrderOnReturn
          locale={locale}
          texts={messages.cart.success}
          closeLabel={messages.modals.close}
        />
      </Suspense>
      {/* docs/product.md §4 Auth: the e-mailed reset link (`?reset_token=`) opens the new-password modal. */}
      <ResetTokenReader />
    </>
  );
}
