import { withLocale } from '@vitrina/locale';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { slugPage, slugPageMetadata } from '@/app/_content/slug-page';
import { routeLocale, routeQuery } from '@/app/_shell/route-locale';
import { CategoryPage, categoryBySlug, categoryPageMetadata } from '@/components/catalog/category-route';

export { generateStaticParams } from '@/app/_shell/on-first-visit';

// /{slug}: a top-level category (docs/product.md §2: /{category}), else a dynamic, footer or colour page, else 404.

interface SlugParams {
  params: Promise<{ locale: string; slug: string; state?: string }>;
}

export async function generateMetadata({ params }: SlugParams): Promise<Metadata> {
  const locale = await routeLocale(params);
  const { slug } = await params;
  const category = await categoryBySlug(locale, slug, null);
  if (category) return categoryPageMetadata(locale, category, routeQuery(params));
  return (await slugPageMetadata(locale, slug)) ?? {};
}

export default async function SlugPage({ params }: SlugParams) {
  const locale = await routeLocale(params);
  const { slug } = await params;
  const category = await categoryBySlug(locale, slug, null);
  if (category)
    return (
      <CategoryPage
        locale={locale}
        category={category}
        query={routeQuery(params)}
        pathname={withLocale(locale, category.category_link)}
      />
    );
  const page = await slugPage(locale, slug);
  if (page === null) notFound();
  return page;
}
