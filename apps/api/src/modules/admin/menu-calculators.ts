import { type AdminMenuCalculator, adminMenuCalculator } from '@vitrina/contract';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, Queryable } from '../../db/client';
import { calculatorTypes } from '../../db/schema';
import { detailError } from '../../http/schemas';
import { allow } from './guard';

// The calculators a menu item's button may open (docs/adr/0030): the list of them all, a category's page, or one
// type's page under its category, as the storefront has them now. The back office offers exactly these, and the
// menu's writes accept only these, so a button never points at a calculator that is not there.

/** The list of every calculator: the storefront's /calculators, named as its heading. */
const everyCalculator: AdminMenuCalculator = {
  href: '/calculators',
  title: { ro: 'Toate calculatoarele', ru: 'Все калькуляторы' },
};

/** Every page a calculator button may open, in the storefront's order of calculators. */
export async function menuCalculators(q: Queryable): Promise<AdminMenuCalculator[]> {
  const types = await q
    .select({
      category: calculatorTypes.categorySlug,
      categoryTitle: calculatorTypes.categoryTitle,
      subcategory: calculatorTypes.subcategory,
      title: calculatorTypes.title,
    })
    .from(calculatorTypes)
    .orderBy(asc(calculatorTypes.position), asc(calculatorTypes.id));
  const choices: AdminMenuCalculator[] = [everyCalculator];
  const seen = new Set<string>();
  for (const type of types) {
    const category = `/calculators/${type.category}`;
    if (!seen.has(category)) {
      seen.add(category);
      choices.push({
        href: category,
        title: { ro: type.categoryTitle.ro ?? '', ru: type.categoryTitle.ru ?? type.categoryTitle.ro ?? '' },
      });
    }
    if (type.subcategory === null) continue;
    const page = `${category}/${type.subcategory}`;
    if (seen.has(page)) continue;
    seen.add(page);
    const named = (locale: 'ro' | 'ru') =>
      `${type.categoryTitle[locale] ?? type.categoryTitle.ro ?? ''} — ${type.title[locale] ?? type.title.ro ?? ''}`;
    choices.push({ href: page, title: { ro: named('ro'), ru: named('ru') } });
  }
  return choices;
}

/** GET /admin/api/menu-items/calculators: the choices of a menu item's calculator button. */
export function menuCalculatorsRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/menu-items/calculators',
      {
        preValidation: allow('admin', 'editor'),
        schema: {
          tags: ['admin'],
          summary: "The calculators a menu item's button may open, in the storefront's order",
          response: { 200: z.array(adminMenuCalculator), 403: detailError },
        },
      },
      () => menuCalculators(database.db),
    );
  };
}
