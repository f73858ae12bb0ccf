import type { Crumb } from '@/app/_shell/Breadcrumbs';
import type { Product } from '@/lib/api';
import { euroDecimal } from './price-format';

// schema.org structured data of the catalogue pages, built from API data; JsonLd (lib/json-ld) escapes it.

const absolute = (origin: string, path: string): string => new URL(path, origin).href;

/** BreadcrumbList of the crumbs; the current page (the crumb without href) gets `currentPath`. */
export function breadcrumbListJsonLd(crumbs: Crumb[], origin: string, currentPath: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.title,
      item: absolute(origin, crumb.href ?? currentPath),
    })),
  };
}

/** Product with its Offer: the price in EUR as a decimal string, VAT included. */
export function productJsonLd(product: Product, origin: string, path: string, brand: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    sku: product.slug,
    image: absolute(origin, product.image.file),
    description: product.description,
    category: product.parent_category
      ? `${product.parent_category.title} / ${product.category.title}`
      : product.category.title,
    brand: { '@type': 'Brand', name: brand },
    additionalProperty: product.characteristics.map((item) => ({
      '@type': 'PropertyValue',
      name: item.name,
      value: item.value,
    })),
    offers: {
      '@type': 'Offer',
      url: absolute(origin, path),
      price: euroDecimal(product.price),
      priceCurrency: 'EUR',
      // Made to measure when the price is a starting one; accessories ship from stock.
      availability: product.price_from ? 'https://schema.org/MadeToOrder' : 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: euroDecimal(product.price),
        priceCurrency: 'EUR',
        valueAddedTaxIncluded: true,
        ...(product.unit === 'm2'
          ? { unitCode: 'MTK' }
          : product.unit === 'metre'
            ? { unitCode: 'MTR' }
            : {}),
      },
    },
  };
}
