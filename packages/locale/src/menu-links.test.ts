import { describe, expect, it } from 'vitest';
import { menuCategoryHref } from './menu-links';

describe('menuCategoryHref', () => {
  it('uses the dynamic page slug when set', () => {
    expect(menuCategoryHref({ dynamic_page_slug: 'ferestre-pvc', category_slug: 'pvc' }, 'ferestre')).toBe(
      '/ferestre-pvc',
    );
    expect(menuCategoryHref({ dynamic_page_slug: '/ferestre-pvc/' }, null)).toBe('/ferestre-pvc');
  });

  it('otherwise parent and category slug', () => {
    expect(menuCategoryHref({ dynamic_page_slug: null, category_slug: 'pvc' }, 'ferestre')).toBe(
      '/ferestre/pvc',
    );
    expect(menuCategoryHref({ dynamic_page_slug: '', category_slug: 'pvc' }, 'ferestre')).toBe(
      '/ferestre/pvc',
    );
    expect(menuCategoryHref({ category_slug: 'pvc' }, 'ferestre')).toBe('/ferestre/pvc');
  });

  it('leaves out missing parts instead of writing null or //', () => {
    expect(menuCategoryHref({ category_slug: 'ferestre' }, null)).toBe('/ferestre');
    expect(menuCategoryHref({ category_slug: null }, 'ferestre')).toBe('/ferestre');
    expect(menuCategoryHref({}, null)).toBe('/');
  });
});
