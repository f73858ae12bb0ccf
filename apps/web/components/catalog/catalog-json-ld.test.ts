import { describe, expect, it } from 'vitest';
import type { Product } from '@/lib/api';
import { serializeJsonLd } from '@/lib/json-ld';
import { breadcrumbListJsonLd, productJsonLd } from './catalog-json-ld';

const origin = 'https://vitrina.md';

const product: Product = {
  id: 2,
  slug: 'fereastra-pvc-confort',
  title: 'Fereastră PVC Confort',
  image: { file: '/static/catalog/window-double.svg', alt: 'Fereastră PVC Confort' },
  price: 10_900,
  price_from: true,
  unit: 'm2',
  length: null,
  link: '/product/fereastra-pvc-confort',
  description: 'Varianta pe care o alege majoritatea clienților </script><script>alert(1)</script>',
  characteristics: [{ name: 'Profil', value: 'Salamander bluEvolution 73' }],
  accessories: [],
  category: { id: 10, slug: 'ferestre-pvc', title: 'Ferestre PVC', category_link: '/ferestre/ferestre-pvc' },
  parent_category: { id: 1, slug: 'ferestre', title: 'Ferestre', category_link: '/ferestre' },
  category_slugs: ['ferestre-pvc'],
  calculator_link: '/calculators',
};

describe('productJsonLd', () => {
  it('gives the Offer price in EUR as a decimal string, with availability and an absolute image', () => {
    const data = productJsonLd(product, origin, '/product/fereastra-pvc-confort', 'Vitrina') as Record<
      string,
      unknown
    >;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Fereastră PVC Confort',
      sku: 'fereastra-pvc-confort',
      image: 'https://vitrina.md/static/catalog/window-double.svg',
      brand: { '@type': 'Brand', name: 'Vitrina' },
      offers: {
        '@type': 'Offer',
        url: 'https://vitrina.md/product/fereastra-pvc-confort',
        price: '109.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/MadeToOrder',
      },
    });
  });

  it('stays inside its script element once serialized', () => {
    const json = serializeJsonLd(productJsonLd(product, origin, '/product/x', 'Vitrina'));
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).description).toContain('</script>');
  });

  it('says a fixed-price product is in stock', () => {
    const sill = { ...product, price: 1250, price_from: false, unit: 'metre' as const, length: 6 };
    const data = productJsonLd(sill, origin, '/product/glaf', 'Vitrina') as {
      offers: Record<string, unknown>;
    };
    expect(data.offers.price).toBe('12.50');
    expect(data.offers.availability).toBe('https://schema.org/InStock');
  });
});

describe('breadcrumbListJsonLd', () => {
  it('numbers the crumbs from 1 with absolute URLs, the current page last', () => {
    const data = breadcrumbListJsonLd(
      [{ title: 'Acasă', href: '/' }, { title: 'Ferestre', href: '/ferestre' }, { title: 'Ferestre PVC' }],
      origin,
      '/ferestre/ferestre-pvc',
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Acasă', item: 'https://vitrina.md/' },
        { '@type': 'ListItem', position: 2, name: 'Ferestre', item: 'https://vitrina.md/ferestre' },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Ferestre PVC',
          item: 'https://vitrina.md/ferestre/ferestre-pvc',
        },
      ],
    });
  });
});
