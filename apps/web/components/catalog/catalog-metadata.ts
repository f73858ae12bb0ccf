import { format, getMessages, type Locale, withLocale } from '@vitrina/locale';
import type { Metadata } from 'next';
import { brandedTitle, metadataFor } from '@/app/_shell/page-metadata';
import type { CategoryDetail, Product } from '@/lib/api';

// Titles, descriptions and share pictures of category and product pages. A category's canonical address is
// its menu path (/{parent}/{category}), also when it is reached at /category/{slug}.

/** A meta description: the text's first sentences, at most about 160 characters, cut at a word. */
export function metaDescription(text: string, limit = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 0)) || cut}…`;
}

export function categoryMetadata(locale: Locale, category: CategoryDetail): Metadata {
  return metadataFor({
    locale,
    pathname: withLocale(locale, category.category_link),
    title: brandedTitle(
      locale,
      format(getMessages(locale).catalog.category.title, { title: category.title }),
    ),
    description: metaDescription(category.description),
    image: { url: category.image.file, width: 400, height: 300, alt: category.title },
  });
}

export function productMetadata(locale: Locale, product: Product): Metadata {
  return metadataFor({
    locale,
    pathname: withLocale(locale, product.link),
    title: brandedTitle(locale, product.title),
    description: metaDescription(product.description),
    image: { url: product.image.file, width: 400, height: 300, alt: product.image.alt },
  });
}
