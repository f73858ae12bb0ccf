import { mediaSrcSet } from '@vitrina/contract';
import { format, getMessages, type Locale, withLocale } from '@vitrina/locale';
import { quantityRuleFor } from '@vitrina/pricing';
import { Breadcrumbs } from '@/app/_shell/Breadcrumbs';
import { AddProductForm } from '@/components/cart/AddProductForm';
import type { Product } from '@/lib/api';
import { config } from '@/lib/config';
import { JsonLd } from '@/lib/json-ld';
import { CalculatorCta } from './CalculatorCta';
import { CardGrid } from './CardGrid';
import styles from './CatalogPage.module.css';
import { CharacteristicsTable } from './CharacteristicsTable';
import { catalogBreadcrumbs } from './catalog-breadcrumbs';
import { breadcrumbListJsonLd, productJsonLd } from './catalog-json-ld';
import { OrderCallButton } from './OrderCallButton';
import { ProductCard } from './ProductCard';
import { formatMetres, priceLabel } from './price-format';

/** Home › family › sub-category › product, from the product's main category and its parent. */
export function productCrumbs(locale: Locale, product: Product) {
  const main = { title: product.category.title, link: product.category.category_link };
  return catalogBreadcrumbs(locale, {
    category: product.parent_category
      ? { title: product.parent_category.title, link: product.parent_category.category_link }
      : main,
    subcategory: product.parent_category ? main : null,
    product: { title: product.title, link: product.link },
  });
}

/** A product page: drawing, price and calls to action, description, characteristics, matching accessories. */
export function ProductView({
  locale,
  product,
  pathname,
}: {
  locale: Locale;
  product: Product;
  pathname: string;
}) {
  const messages = getMessages(locale);
  const texts = messages.catalog;
  const crumbs = productCrumbs(locale, product);
  const paragraphs = product.description.split(/\n\s*\n/).filter((text) => text.trim() !== '');
  return (
    <>
      <JsonLd data={productJsonLd(product, config.publicOrigin, pathname, messages.common.siteName)} />
      <JsonLd data={breadcrumbListJsonLd(crumbs, config.publicOrigin, pathname)} />
      <section className="section">
        <div className="container">
          <Breadcrumbs label={messages.shell.breadcrumbs} crumbs={crumbs} />
          <div className={styles.product}>
            <figure className={styles.figure}>
              {/* biome-ignore lint/performance/noImgElement: the API's drawings have a fixed 400×300 size; a plain img keeps CSP simple */}
              <img
                src={product.image.file}
                srcSet={mediaSrcSet(product.image.file)}
                sizes="(max-width: 768px) 100vw, 400px"
                alt={product.image.alt}
                width={400}
                height={300}
                fetchPriority="high"
              />
            </figure>
            <div className={styles.summary}>
              <h1>{product.title}</h1>
              <p className={styles.price} data-testid="product-price">
                {priceLabel(product, locale)}
              </p>
              {product.unit === 'metre' && product.length !== null ? (
                <p className={styles.note}>
                  {format(texts.price.barLength, { length: formatMetres(product.length, locale) })}
                </p>
              ) : null}
              <p className={styles.note}>{texts.price.vat}</p>
              {/* A fixed price can be bought as it is; a "from" price needs the configurator first. */}
              {product.price_from ? null : (
                <AddProductForm
                  locale={locale}
                  productId={product.id}
                  unit={product.unit}
                  rule={quantityRuleFor(product.unit)}
                  texts={messages.cart}
                />
              )}
              <div className={styles.actions}>
                {product.calculator_link ? (
                  <a
                    data-routed=""
                    className="btn btn--accent"
                    href={withLocale(locale, product.calculator_link)}
                  >
                    {texts.product.calculatorButton}
                  </a>
                ) : null}
                <OrderCallButton label={texts.product.orderCall} />
              </div>
              <p className={styles.hint}>{texts.product.orderCallHint}</p>
            </div>
          </div>

          {paragraphs.length > 0 ? (
            <section
              className={`${styles.block} ${styles.description}`}
              aria-labelledby="description-heading"
            >
              <h2 id="description-heading">{texts.product.description}</h2>
              {paragraphs.map((text) => (
                <p key={text}>{text}</p>
              ))}
            </section>
          ) : null}

          {product.characteristics.length > 0 ? (
            <section className={styles.block} aria-labelledby="characteristics-heading">
              <h2 id="characteristics-heading">{texts.product.characteristics}</h2>
              <CharacteristicsTable
                caption={texts.product.characteristics}
                nameHeader={texts.product.characteristic}
                valueHeader={texts.product.value}
                items={product.characteristics}
              />
            </section>
          ) : null}

          <CalculatorCta locale={locale} href={product.calculator_link} />

          {product.accessories.length > 0 ? (
            <section className={styles.block} aria-labelledby="accessories-heading">
              <h2 id="accessories-heading">{texts.product.accessories}</h2>
              <CardGrid>
                {product.accessories.map((accessory) => (
                  <li key={accessory.id}>
                    <ProductCard locale={locale} product={accessory} />
                  </li>
                ))}
              </CardGrid>
            </section>
          ) : null}
        </div>
      </section>
    </>
  );
}
