import { getMessages, type Locale, localizedPath, type PageName } from '@vitrina/locale';
import type { Metadata } from 'next';
import { getSeoContent, type PageType } from '@/lib/api';
import { brandedTitle, metadataFor } from './page-metadata';
import { type LocaleParams, routeLocale } from './route-locale';

// First-level pages whose title, description, h1 and intro come from the API's SEO content of a page type.
// Later issues give these pages their bodies; the heading in messages is used when the API has none.

type ContentPageName = keyof ReturnType<typeof getMessages>['shell']['pages'] & PageName;

interface ContentPageProps extends LocaleParams {
  page: ContentPageName;
  pageType: PageType;
}

const headingOf = (locale: Locale, page: ContentPageName): string => getMessages(locale).shell.pages[page];

export async function contentPageMetadata({ params, page, pageType }: ContentPageProps): Promise<Metadata> {
  const locale = await routeLocale(params);
  const seo = await getSeoContent(locale, pageType);
  return metadataFor({
    locale,
    pathname: localizedPath(locale, page),
    title: seo.title || brandedTitle(locale, seo.heading || headingOf(locale, page)),
    description: seo.description,
  });
}
