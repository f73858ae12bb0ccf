import type { Locale } from '@vitrina/locale';
import { withLocale } from '@vitrina/locale';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { routeLocale } from '@/app/_shell/route-locale';
import { productMetadata } from '@/components/catalog/catalog-metadata';
import { ProductView } from '@/components/catalog/ProductView';
import { getProduct, type Product } from '@/lib/api';

export { generateStaticParams } from '@/app/_shell/on-first-visit';

// /product/{product} (docs/product.md §2): the product with exactly this slug; the same slug in both languages, so
// switching language lands on the same product.

interface ProductParams {
  params: Promise<{ locale: string; product: string }>;
}

async function productBySlug(locale: Locale, slug: string): Promise<Product | null> {
  const product = await getProduct(locale, slug);
  return product !== null && product.slug === slug ? product : null;
}

export async function generateMetadata({ params }: ProductParams): Promise<Metadata> {
  const locale = await routeLocale(params);
  const { product: slug } = await params;
  const product = await productBySlug(locale, slug);
  return product ? productMetadata(locale, product) : {};
}

export default async function ProductPage({ params }: ProductParams) {
  const locale = await routeLocale(params);
  const { product: slug } = await params;
  const product = await productBySlug(locale, slug);
  if (product === null) notFound();
  return <ProductView locale={locale} product={product} pathname={withLocale(locale, product.link)} />;
}
