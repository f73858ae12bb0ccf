import type { Translated } from '../schema';
import * as schema from '../schema';
import { articles, articleTabs, type TabKey } from './editorial-articles';
import { promos, vacancies, workSteps, works, worksContent } from './editorial-data';
import { hasRows, type Seeder, type Tx } from './seeder';

/** The blog (tabs, articles), promotions, vacancies and the works portfolio with its process steps. */
export const editorialSeeder: Seeder = {
  name: 'editorial',
  isSeeded: hasRows(schema.articleTabs),
  run: seedEditorial,
};

/** Every editorial illustration is drawn on the same 16:10 canvas (apps/api/static/editorial/**). */
const illustration = (folder: string, name: string, alt: Translated) => ({
  imageFile: `/static/editorial/${folder}/${name}.svg`,
  imageAlt: alt,
  imageWidth: 800,
  imageHeight: 500,
});

async function seedEditorial(tx: Tx) {
  const tabIds = new Map<TabKey, number>();
  for (const [position, tab] of articleTabs.entries()) {
    const [inserted] = await tx
      .insert(schema.articleTabs)
      .values({ position, title: tab.title })
      .returning({ id: schema.articleTabs.id });
    if (!inserted) throw new Error('article tab was not inserted');
    tabIds.set(tab.key, inserted.id);
  }
  await tx.insert(schema.articles).values(
    articles.map((article) => {
      const tabId = tabIds.get(article.tab);
      if (tabId === undefined) throw new Error(`unknown article tab ${article.tab}`);
      return {
        tabId,
        publishedOn: article.published,
        title: article.title,
        excerpt: article.excerpt,
        body: article.body,
        ...illustration('articles', article.image, article.title),
      };
    }),
  );
  await tx.insert(schema.promos).values(
    promos.map((promo, position) => ({
      position,
      title: promo.title,
      description: promo.description,
      body: promo.body,
      discountLabel: promo.discountLabel,
      validUntil: promo.validUntil,
      ...illustration('promos', promo.image, promo.title),
    })),
  );
  await tx.insert(schema.vacancies).values(vacancies.map((vacancy, position) => ({ position, ...vacancy })));
  await tx.insert(schema.works).values(
    works.map(({ image, ...work }, position) => ({
      position,
      ...work,
      ...illustration('works', image, work.title),
    })),
  );
  await tx.insert(schema.workSteps).values(workSteps.map((step, index) => ({ step: index + 1, ...step })));
  await tx.insert(schema.worksContent).values({ id: 1, ...worksContent });
}
