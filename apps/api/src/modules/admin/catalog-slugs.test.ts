import { describe, expect, it } from 'vitest';
import { isStorefrontRoute } from './catalog-slugs';

describe('isStorefrontRoute', () => {
  it.each([
    'search',
    'product',
    'category',
    'calculators',
    'about',
    'despre-noi',
    'o-nas',
    'kontakty',
    'cos',
    'ru',
    'ro',
    'policy',
    'politica-confidentialitate',
    'api',
    'static',
  ])('refuses %s, which the storefront answers otherwise', (slug) => {
    expect(isStorefrontRoute(slug)).toBe(true);
  });

  it.each(['ferestre', 'usi-de-intrare', 'glaf-pvc-250', 'rehau-60'])('lets %s through', (slug) => {
    expect(isStorefrontRoute(slug)).toBe(false);
  });
});
