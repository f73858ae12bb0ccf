import { getMessages, localizedPath } from '@vitrina/locale';
import type { Metadata } from 'next';
import { metadataFor } from '@/app/_shell/page-metadata';
import { type LocaleParams, routeLocale } from '@/app/_shell/route-locale';
import { getHomePage, getSeoContent } from '@/lib/api';
import { Hero } from './_sections/Hero';
import { HomeSections } from './_sections/HomeSections';

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
  const [seo, home] = await Promise.all([getSeoContent(locale, 'index'), getHomePage(locale)]);
  const fallback = getMessages(locale).shell.home;
  return (
    <>
      <Hero
        locale={locale}
        heading={seo.heading || fallback.heading}
        text={seo.text || fallback.text}
        hours={home.site.working_hours}
      />
      <HomeSections locale={locale} home={home} />
    </>
  );
}
