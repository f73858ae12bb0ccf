import {
  type AdminArticle,
  type AdminArticleTab,
  adminArticle,
  adminArticleTab,
  adminFaq,
  adminPage,
  adminReview,
  adminVacancy,
  article,
  faq,
  review,
  vacancy,
} from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditEntries, token } from './support/admin';
import { useApi } from './support/api';
import { contentClient, errorsOf, hostileBody, hostileBodyBlocks, recordOf } from './support/content';
import { engines } from './support/databases';
import { useStaffOfEveryRole } from './support/staff';

// Articles and their tabs, vacancies, FAQ and reviews edited in the back office (issue 18); promotions, the
// model of them all, are tested at length in admin-content-promos.test.ts.

const articles = contentClient('articles');
const tabs = contentClient('article-tabs');
const vacancies = contentClient('vacancies');
const faqs = contentClient('faqs');
const reviews = contentClient('reviews');

const newArticle = (tabId: number, word: string) => ({
  tab_id: tabId,
  published_on: '2026-03-01',
  title: { ro: `Articol ${word}`, ru: `Статья ${word}` },
  excerpt: { ro: 'Pe scurt.', ru: 'Коротко.' },
  body: { ro: '<p>Text.</p>', ru: '<p>Текст.</p>' },
  image_file: '/static/editorial/articles/one.svg',
  image_alt: { ro: 'Imagine', ru: 'Картинка' },
  image_width: 1200,
  image_height: 800,
});

describe.each(engines)('back-office content ($name)', (engine) => {
  const api = useApi(engine);
  const { admin, editor, manager } = useStaffOfEveryRole(api);

  const newTab = async (): Promise<AdminArticleTab> =>
    recordOf(
      await tabs.create(editor, { title: { ro: `Fila ${token()}`, ru: `Вкладка ${token()}` } }),
      adminArticleTab.strict(),
      201,
    );
  const newArticleIn = async (tab: AdminArticleTab, word = token()): Promise<AdminArticle> =>
    recordOf(await articles.create(editor, newArticle(tab.id, word)), adminArticle.strict(), 201);

  describe('articles and tabs', () => {
    it('adds a tab last and an article in it; the blog shows both at once and finds the article', async () => {
      const tab = await newTab();
      expect(tab).toMatchObject({ articles: 0 });
      const listed = await api.get('/tabs', 'ru');
      expect((listed.json() as { id: number; title: string }[]).at(-1)).toEqual({
        id: tab.id,
        title: tab.title.ru,
      });
      const word = token();
      const created = await newArticleIn(tab, word);
      expect(created).toMatchObject({ version: 1, tab_id: tab.id, published_on: '2026-03-01' });
      const shown = await api.get(`/articles/items/${created.id}`, 'ru');
      expect(article.parse(shown.json())).toMatchObject({ title: `Статья ${word}`, tab: { id: tab.id } });
      const found = await api.get(`/articles/items/?search=${word}`, 'ro');
      expect((found.json() as { results: { id: number }[] }).results.map((row) => row.id)).toEqual([
        created.id,
      ]);
      const inTab = await articles.list(editor, `?tab_id=${tab.id}`);
      expect(
        adminPage(adminArticle)
          .parse(inTab.json())
          .results.map((row) => row.id),
      ).toEqual([created.id]);
    });

    it('keeps a hostile body as clean blocks and serves it without markup', async () => {
      const tab = await newTab();
      const created = await newArticleIn(tab);
      const changed = recordOf(
        await articles.change(editor, created.id, { version: created.version, body: hostileBody }),
        adminArticle.strict(),
      );
      expect(changed.version).toBe(2);
      const shown = await api.get(`/articles/items/${created.id}`, 'ro');
      expect(article.parse(shown.json()).body).toEqual(hostileBodyBlocks.ro);
      expect(shown.body).not.toMatch(/<script|onerror|javascript:|<\w/i);
    });

    it('refuses an unknown tab by name, a stale version with 409, and a tab with articles with 409', async () => {
      const tab = await newTab();
      expect(errorsOf(await articles.create(editor, newArticle(2_147_483_000, token())))).toEqual({
        tab_id: ['Fila nu există.'],
      });
      const created = await newArticleIn(tab);
      const stale = await articles.change(editor, created.id, { version: created.version + 1 });
      expect(stale.statusCode, stale.body).toBe(409);
      const inUse = await tabs.remove(editor, tab.id, tab.version);
      expect(inUse.statusCode, inUse.body).toBe(409);
      expect(inUse.json()).toEqual({ detail: expect.stringContaining('are articole') });
      expect((await articles.remove(editor, created.id, created.version)).statusCode).toBe(204);
      expect((await api.get(`/articles/items/${created.id}`)).statusCode).toBe(404);
      const emptied = recordOf(await tabs.read(editor, tab.id), adminArticleTab);
      expect(emptied.articles).toBe(0);
      expect((await tabs.remove(editor, tab.id, emptied.version)).statusCode).toBe(204);
    });

    it("renames a tab on its version (the row's own), and refuses the later of two renames", async () => {
      const tab = await newTab();
      const renamed = recordOf(
        await tabs.change(editor, tab.id, { version: tab.version, title: { ro: 'Sfaturi', ru: 'Советы' } }),
        adminArticleTab,
      );
      expect(renamed.version).not.toBe(tab.version);
      const late = await tabs.change(admin, tab.id, { version: tab.version, position: 1 });
      expect(late.statusCode, late.body).toBe(409);
      expect(errorsOf(await tabs.change(editor, tab.id, { version: 4_294_967_296 }))).toHaveProperty(
        'version',
      );
      expect((await api.get('/tabs', 'ru')).json()).toContainEqual({ id: tab.id, title: 'Советы' });
    });
  });

  describe('vacancies', () => {
    const newVacancy = (word: string) => ({
      title: { ro: `Montator ${word}`, ru: `Монтажник ${word}` },
      city: { ro: 'Chișinău', ru: 'Кишинёв' },
      schedule: { ro: 'L–V, 8–17', ru: 'Пн–Пт, 8–17' },
      salary: { ro: 'de la 15 000 lei', ru: 'от 15 000 лей' },
      description: { ro: 'Montaj.', ru: 'Монтаж.' },
      duties: { ro: ['montaj', ''], ru: ['монтаж'] },
      requirements: { ro: ['experiență'], ru: ['опыт'] },
    });

    it('adds, changes and deletes a vacancy; the storefront follows at once', async () => {
      const word = token();
      const created = recordOf(await vacancies.create(editor, newVacancy(word)), adminVacancy.strict(), 201);
      expect(created.duties).toEqual({ ro: ['montaj'], ru: ['монтаж'] });
      const listed = () => api.get('/vacancies', 'ru').then((r) => z.array(vacancy).parse(r.json()));
      expect((await listed()).find((row) => row.id === created.id)?.title).toBe(`Монтажник ${word}`);
      const changed = recordOf(
        await vacancies.change(editor, created.id, {
          version: 1,
          salary: { ro: 'de la 20 000 lei', ru: 'от 20 000 лей' },
        }),
        adminVacancy,
      );
      expect(changed.version).toBe(2);
      expect((await listed()).find((row) => row.id === created.id)?.salary).toBe('от 20 000 лей');
      expect((await vacancies.change(editor, created.id, { version: 1 })).statusCode).toBe(409);
      expect((await vacancies.remove(editor, created.id, 2)).statusCode).toBe(204);
      expect((await listed()).map((row) => row.id)).not.toContain(created.id);
    });

    it('names a list left empty in one language', async () => {
      const errors = errorsOf(
        await vacancies.create(editor, {
          ...newVacancy(token()),
          requirements: { ro: ['experiență'], ru: [''] },
        }),
      );
      expect(errors).toEqual({ 'requirements.ru': ['Lipsește în rusă.'] });
      const tooMany = errorsOf(
        await vacancies.create(editor, {
          ...newVacancy(token()),
          duties: { ro: Array.from({ length: 31 }, () => 'x'), ru: ['y'] },
        }),
      );
      expect(tooMany).toHaveProperty(['duties.ro']);
    });
  });

  describe('FAQ and reviews', () => {
    it('adds a question, shows it in the FAQ at once, and changes its answer on its version', async () => {
      const word = token();
      const listed = () => api.get('/faqs', 'ro').then((r) => z.array(faq).parse(r.json()));
      await listed();
      const created = recordOf(
        await faqs.create(editor, {
          question: { ro: `Cât durează ${word}?`, ru: `Сколько длится ${word}?` },
          answer: { ro: 'O săptămână.\nDe obicei.', ru: 'Неделю.' },
        }),
        adminFaq.strict(),
        201,
      );
      expect((await listed()).find((row) => row.id === created.id)?.answer).toBe('O săptămână.\nDe obicei.');
      const changed = await faqs.change(editor, created.id, {
        version: created.version,
        answer: { ro: 'Zece zile.', ru: 'Десять дней.' },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await listed()).find((row) => row.id === created.id)?.answer).toBe('Zece zile.');
      const entries = await auditEntries(admin, { entity: 'faq', entity_id: created.id });
      expect(entries.map((entry) => entry.action)).toEqual(['faq.update', 'faq.create']);
    });

    it('adds a review rated in half stars; the storefront shows the rating; bad ratings and dates are refused', async () => {
      const newReview = {
        author: { ro: 'Ana', ru: 'Анна' },
        city: { ro: 'Bălți', ru: 'Бельцы' },
        rating_halves: 9,
        text: { ro: 'Foarte bine.', ru: 'Очень хорошо.' },
        reviewed_on: '2026-02-28',
      };
      const created = recordOf(await reviews.create(editor, newReview), adminReview.strict(), 201);
      const shown = await api.get('/reviews', 'ru');
      expect(
        z
          .array(review)
          .parse(shown.json())
          .find((row) => row.id === created.id),
      ).toMatchObject({
        rating: 4.5,
        author: 'Анна',
      });
      const errors = errorsOf(
        await reviews.change(editor, created.id, {
          version: created.version,
          rating_halves: 11,
          reviewed_on: '0000-01-01',
          text: { ro: 'x', ru: 'y\u0007' },
        }),
      );
      expect(Object.keys(errors).sort()).toEqual(['rating_halves', 'reviewed_on', 'text.ru']);
      expect(errorsOf(await reviews.create(editor, { ...newReview, rating_halves: 0.5 }))).toHaveProperty(
        'rating_halves',
      );
    });
  });

  it('lets admins and editors reach every kind, and refuses a manager each: 403', async () => {
    for (const client of [articles, tabs, vacancies, faqs, reviews]) {
      expect((await client.list(editor)).statusCode).toBe(200);
      expect((await client.list(admin)).statusCode).toBe(200);
      const refused = await client.list(manager);
      expect(refused.statusCode, refused.body).toBe(403);
      expect((await client.create(manager, {})).statusCode).toBe(403);
    }
  });
});
