import type { CalculatorSeo, CalculatorTypeDetail, CalculatorTypeSummary } from '@vitrina/contract';
import { defaultLocale, type Locale } from '@vitrina/locale';
import type { CalculatorFamily } from '@vitrina/pricing';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  calculatorCategorySeo,
  calculatorDefinitions,
  calculatorTypes,
  type Translated,
} from '../../db/schema';
import { tr } from '../../db/translate';
import { safeHtml } from '../../http/safe-html';
import type { Key } from '../../http/schemas';
import type { PreparedDefinitions } from './prepared-definitions';

// Each reader is one query: a type joined with the definition version it answers about.

const pick = (text: Translated, locale: Locale): string => text[locale] ?? text[defaultLocale] ?? '';

/** docs/product.md §2: '/calculators/{category}', or '/calculators/{category}/{subcategory}' in a category of several. */
export const calculatorLink = (category: string, subcategory: string | null): string =>
  subcategory ? `/calculators/${category}/${subcategory}` : `/calculators/${category}`;

const summaryColumns = (locale: Locale) => ({
  id: calculatorTypes.id,
  slug: calculatorTypes.slug,
  title: tr(calculatorTypes.title, locale),
  family: calculatorTypes.family,
  imageFile: calculatorTypes.imageFile,
  imageAlt: tr(calculatorTypes.imageAlt, locale),
  categorySlug: calculatorTypes.categorySlug,
  categoryTitle: tr(calculatorTypes.categoryTitle, locale),
  subcategory: calculatorTypes.subcategory,
  version: calculatorDefinitions.version,
  definition: calculatorDefinitions.definition,
});

interface SummaryRow {
  id: number;
  slug: string;
  title: string;
  family: CalculatorFamily;
  imageFile: string;
  imageAlt: string;
  categorySlug: string;
  categoryTitle: string;
  subcategory: string | null;
  version: number;
  definition: unknown;
}

function summaryOf(row: SummaryRow, prepared: PreparedDefinitions): CalculatorTypeSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    family: row.family,
    image: { file: row.imageFile, alt: row.imageAlt },
    link: calculatorLink(row.categorySlug, row.subcategory),
    category: { slug: row.categorySlug, title: row.categoryTitle },
    subcategory: row.subcategory,
    price_from: prepared.get(row.id, row.version, row.definition).priceFrom,
  };
}

/** The definition a type answers with: its current one, or the stored `version` asked for. */
export const definitionOf = (version: number | undefined) =>
  and(
    eq(calculatorDefinitions.calculatorTypeId, calculatorTypes.id),
    eq(calculatorDefinitions.version, version ?? calculatorTypes.currentVersion),
  );

/** Every calculator type in display order, with the price of its default configuration. */
export async function calculatorTypeList(
  database: Database,
  prepared: PreparedDefinitions,
  locale: Locale,
): Promise<CalculatorTypeSummary[]> {
  const rows = await database.db
    .select(summaryColumns(locale))
    .from(calculatorTypes)
    .innerJoin(calculatorDefinitions, definitionOf(undefined))
    .orderBy(asc(calculatorTypes.position), asc(calculatorTypes.id));
  return rows.map((row) => summaryOf(row, prepared));
}

/** One type with the whole definition the configurator needs; undefined for an unknown type or version. */
export async function calculatorTypeDetail(
  database: Database,
  prepared: PreparedDefinitions,
  locale: Locale,
  key: Key,
  version: number | undefined,
): Promise<CalculatorTypeDetail | undefined> {
  const [row] = await database.db
    .select({
      ...summaryColumns(locale),
      descriptionTitle: tr(calculatorTypes.descriptionTitle, locale),
      descriptionText: tr(calculatorTypes.descriptionText, locale),
      descriptionItems: calculatorTypes.descriptionItems,
      documents: calculatorTypes.documents,
    })
    .from(calculatorTypes)
    .innerJoin(calculatorDefinitions, definitionOf(version))
    .where('id' in key ? eq(calculatorTypes.id, key.id) : eq(calculatorTypes.slug, key.slug));
  if (!row) return undefined;
  const { definition, defaultConfiguration } = prepared.get(row.id, row.version, row.definition);
  return {
    ...summaryOf(row, prepared),
    version: row.version,
    definition,
    default_configuration: defaultConfiguration,
    description: { title: row.descriptionTitle, text: safeHtml(row.descriptionText) },
    description_items: row.descriptionItems.map((item) => pick(item, locale)),
    documents: row.documents.map((document) => ({ name: pick(document.name, locale), link: document.link })),
  };
}

/** SEO texts of /calculators ('index') or of a calculator category. */
export async function categorySeo(
  database: Database,
  locale: Locale,
  key: string,
): Promise<CalculatorSeo | undefined> {
  const [row] = await database.db
    .select({
      key: calculatorCategorySeo.key,
      title: tr(calculatorCategorySeo.title, locale),
      description: tr(calculatorCategorySeo.description, locale),
      heading: tr(calculatorCategorySeo.heading, locale),
      text: tr(calculatorCategorySeo.text, locale),
    })
    .from(calculatorCategorySeo)
    .where(eq(calculatorCategorySeo.key, key));
  return row && { ...row, text: safeHtml(row.text) };
}

/** SEO texts of one calculator's page, by type id or slug; `key` is the type's slug. */
export async function typeSeo(
  database: Database,
  locale: Locale,
  key: Key,
): Promise<CalculatorSeo | undefined> {
  const [row] = await database.db
    .select({
      key: calculatorTypes.slug,
      title: tr(calculatorTypes.seoTitle, locale),
      description: tr(calculatorTypes.seoDescription, locale),
      heading: tr(calculatorTypes.seoHeading, locale),
      text: tr(calculatorTypes.seoText, locale),
    })
    .from(calculatorTypes)
    .where('id' in key ? eq(calculatorTypes.id, key.id) : eq(calculatorTypes.slug, key.slug));
  return row && { ...row, text: safeHtml(row.text) };
}
