import { getMessages, type Locale } from '@vitrina/locale';
import { Breadcrumbs } from '@/app/_shell/Breadcrumbs';
import { Pagination } from '@/components/ui/Pagination';
import type { CategoryDetail, ProductPage } from '@/lib/api';
import { config } from '@/lib/config';
import { JsonLd } from '@/lib/json-ld';
import { CalculatorCta } from './CalculatorCta';
import { CardGrid } from './CardGrid';
import styles from './CatalogPage.module.css';
import { CategoryCard } from './CategoryCard';
import { catalogBreadcrumbs } from './catalog-breadcrumbs';
import { breadcrumbListJsonLd } from './catalog-json-ld';
import { ProductCard } from './ProductCard';

interface CategoryViewProps {
  locale: Locale;
  category: CategoryDetail;
  products: ProductPage;
  page: number;
  /** The public path this page is served at, in `locale` (pagination links keep it). */
  pathname: string;
}

/** A category page: breadcrumbs, heading and text, its sub-categories as cards, its products (paginated). */
export function CategoryView({ locale, category, products, page, pathname }: CategoryViewProps) {
  const texts = getMessages(locale).catalog.category;
  const crumbs = catalogBreadcrumbs(
    locale,
    category.parent
      ? {
          category: { title: category.parent.title, link: category.parent.category_link },
          subcategory: { title: category.title, link: category.category_link },
        }
      : { category: { title: category.title, link: category.category_link } },
  );
  return (
    <>
      <JsonLd data={breadcrumbListJsonLd(crumbs, config.publicOrigin, pathname)} />
      <section className="section">
        <div className="container">
          <Breadcrumbs label={getMessages(locale).shell.breadcrumbs} crumbs={crumbs} />
          <h1>{category.title}</h1>
          {category.description ? <p className="lead">{category.description}</p> : null}

          {category.children.length > 0 ? (
            <section className={styles.block} aria-labelledby="subcategories-heading">
              <h2 id="subcategories-heading">{texts.subcategories}</h2>
              <CardGrid>
                {category.children.map((child) => (
                  <li key={child.id}>
                    <CategoryCard locale={locale} category={child} />
                  </li>
                ))}
              </CardGrid>
            </section>
          ) : null}

          <section className={styles.block} aria-labelledby="products-heading">
            <h2 id="products-heading">{texts.products}</h2>
            {products.results.length > 0 ? (
              <CardGrid>
                {products.results.map((product) => (
                  <li key={product.id}>
                    <ProductCard locale={locale} product={product} />
                  </li>
                ))}
              </CardGrid>
            ) : (
              <p>{texts.empty}</p>
            )}
            <Pagination
              page={page}
              pages={products.pages}
              hrefFor={(n) => (n === 1 ? pathname : `${pathname}?page=${n}`)}
              label={texts.pagination}
              locale={locale}
            />
          </section>

          <CalculatorCta locale={locale} href={category.calculator_link} />
        </div>
      </section>
    </>
  );
}
