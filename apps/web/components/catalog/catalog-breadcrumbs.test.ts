import { describe, expect, it } from 'vitest';
import { catalogBreadcrumbs, missingTrailMessage } from './catalog-breadcrumbs';

const windows = { title: 'Ferestre', link: '/ferestre' };
const pvc = { title: 'Ferestre PVC', link: '/ferestre/ferestre-pvc' };
const product = { title: 'Fereastră PVC Confort', link: '/product/fereastra-pvc-confort' };

describe('catalogBreadcrumbs', () => {
  it('builds Home › category › subcategory › product, the product being the current page', () => {
    expect(catalogBreadcrumbs('ro', { category: windows, subcategory: pvc, product })).toEqual([
      { title: 'Acasă', href: '/' },
      { title: 'Ferestre', href: '/ferestre' },
      { title: 'Ferestre PVC', href: '/ferestre/ferestre-pvc' },
      { title: 'Fereastră PVC Confort' },
    ]);
  });

  it('links in the page’s language', () => {
    expect(
      catalogBreadcrumbs('ru', { category: { title: 'Окна', link: '/ferestre' }, subcategory: pvc }),
    ).toEqual([
      { title: 'Главная', href: '/ru' },
      { title: 'Окна', href: '/ru/ferestre' },
      { title: 'Ferestre PVC' },
    ]);
  });

  it('ends at a top-level category page', () => {
    expect(catalogBreadcrumbs('ro', { category: windows })).toEqual([
      { title: 'Acasă', href: '/' },
      { title: 'Ferestre' },
    ]);
  });

  it('skips the parts not given (a product listed in a top-level category)', () => {
    expect(catalogBreadcrumbs('ro', { category: windows, subcategory: null, product })).toEqual([
      { title: 'Acasă', href: '/' },
      { title: 'Ferestre', href: '/ferestre' },
      { title: 'Fereastră PVC Confort' },
    ]);
  });

  it('throws the message of docs/product.md §8 when given none of the three', () => {
    expect(missingTrailMessage).toBe('Не переданы параметры : category, subcategory, product');
    expect(() => catalogBreadcrumbs('ro', {})).toThrow(
      new Error('Не переданы параметры : category, subcategory, product'),
    );
    expect(() => catalogBreadcrumbs('ru', { category: null, subcategory: undefined, product: null })).toThrow(
      'Не переданы параметры : category, subcategory, product',
    );
  });
});
