import {
  aboutPage,
  achievement,
  branch,
  contentPage,
  equipment,
  faq,
  footerColumn,
  howToOrderStep,
  infoPageDetail,
  infoPageLink,
  partner,
  policyPage,
  review,
  seoContent,
} from '@vitrina/contract';
import { policySlugs } from '@vitrina/locale';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { keyOf } from '../src/http/schemas';
import { useApi } from './support/api';
import { engines } from './support/databases';

const strictList = <Shape extends z.ZodRawShape>(item: z.ZodObject<Shape>) => z.array(item.strict());

describe('keyOf (branch ids and slugs)', () => {
  it('reads digits as an id, words as a slug, and nothing else', () => {
    expect(keyOf('12')).toEqual({ id: 12 });
    expect(keyOf('chisinau-showroom')).toEqual({ slug: 'chisinau-showroom' });
    expect(keyOf('0')).toBeNull();
    expect(keyOf('99999999999')).toBeNull();
    expect(keyOf('Bad Slug!')).toBeNull();
  });
});

describe.each(engines)('company on $name', (engine) => {
  const api = useApi(engine);

  describe('GET /branches', () => {
    it('answers branches in several cities and dealers, with +373 phones and the company hours', async () => {
      const response = await api.get('/branches');
      expect(response.statusCode).toBe(200);
      const all = strictList(branch).parse(response.json());
      const own = all.filter((item) => item.kind !== 'dealer');
      const cities = new Set(own.map((item) => item.city));
      for (const city of ['Chișinău', 'Bălți', 'Cahul', 'Orhei', 'Ungheni']) expect(cities).toContain(city);
      expect(own.map((item) => item.kind)).toEqual(expect.arrayContaining(['showroom', 'factory']));
      expect(all.filter((item) => item.kind === 'dealer').length).toBeGreaterThanOrEqual(6);
      for (const item of all) {
        expect(item.phones.length).toBeGreaterThan(0);
        for (const phone of item.phones) expect(phone.value).toMatch(/^\+373\d{8}$/);
        expect(item.working_hours).toMatchObject({ from: '08:30', to: '19:30' });
        expect(item.map.lat).toBeGreaterThan(45);
        expect(item.map.lat).toBeLessThan(48.6);
      }
    });

    it('follows the language', async () => {
      const ro = strictList(branch).parse((await api.get('/branches')).json());
      const ru = strictList(branch).parse((await api.get('/branches', 'ru')).json());
      expect(ru.map((item) => item.id)).toEqual(ro.map((item) => item.id));
      expect(ro[0]?.city).toBe('Chișinău');
      expect(ru[0]?.city).toBe('Кишинёв');
      expect(ru[0]?.working_hours.days).toBe('Ежедневно, без выходных');
      expect(ru[0]?.phones[0]?.name).not.toBe(ro[0]?.phones[0]?.name);
    });

    it('filters by kind and by a city named in any language', async () => {
      const dealers = strictList(branch).parse((await api.get('/branches?kind=dealer')).json());
      expect(dealers.length).toBeGreaterThanOrEqual(6);
      expect(new Set(dealers.map((item) => item.kind))).toEqual(new Set(['dealer']));
      const balti = strictList(branch).parse(
        (await api.get('/branches?city=%D0%B1%D0%B5%D0%BB%D1%8C%D1%86%D1%8B')).json(),
      );
      expect(balti.length).toBeGreaterThanOrEqual(1);
      for (const item of balti) expect(item.city).toBe('Bălți');
      expect((await api.get('/branches?city=Atlantida')).json()).toEqual([]);
    });

    it('answers 400 with field errors for a bad filter', async () => {
      const response = await api.get('/branches?kind=castle');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('kind');
    });
  });

  describe('GET /branches/{id}', () => {
    it('finds a branch by slug and by id, in both languages', async () => {
      const bySlug = branch.strict().parse((await api.get('/branches/chisinau-showroom')).json());
      expect(bySlug.kind).toBe('showroom');
      const byId = branch.strict().parse((await api.get(`/branches/${bySlug.id}`)).json());
      expect(byId).toEqual(bySlug);
      const ru = branch.strict().parse((await api.get('/branches/chisinau-showroom', 'ru')).json());
      expect(ru.title).toBe('Шоурум Кишинёв');
      expect(ru.address).not.toBe(bySlug.address);
    });

    it('answers 404 with a detail for an unknown id or slug', async () => {
      for (const path of ['/branches/nowhere', '/branches/999999', '/branches/0', '/branches/99999999999']) {
        const response = await api.get(path, 'ru');
        expect(response.statusCode, path).toBe(404);
        expect(response.json(), path).toEqual({ detail: 'Не найдено.' });
      }
    });
  });

  describe('lists of the about page', () => {
    it('GET /partners answers the brands with their drawn wordmarks', async () => {
      const partners = strictList(partner).parse((await api.get('/partners')).json());
      expect(partners.length).toBeGreaterThanOrEqual(6);
      expect(partners.map((item) => item.title)).toEqual(
        expect.arrayContaining(['Rehau', 'Salamander', 'Roto']),
      );
      for (const item of partners)
        expect(item.image.file).toMatch(/^\/static\/company\/partner-[a-z]+\.svg$/);
    });

    it('GET /achievements answers figures since 2011, different by language', async () => {
      const ro = strictList(achievement).parse((await api.get('/achievements')).json());
      const ru = strictList(achievement).parse((await api.get('/achievements', 'ru')).json());
      expect(ro.map((item) => item.number)).toEqual(
        expect.arrayContaining(['2011', '15 000+', '94%', '85%']),
      );
      expect(ru[0]?.title).not.toBe(ro[0]?.title);
    });

    it('GET /equipament answers the production lines', async () => {
      const ro = strictList(equipment).parse((await api.get('/equipament')).json());
      const ru = strictList(equipment).parse((await api.get('/equipament', 'ru')).json());
      expect(ro.length).toBeGreaterThanOrEqual(3);
      expect(ru[0]?.title).not.toBe(ro[0]?.title);
    });

    it('GET /faqs answers at least 8 questions in each language', async () => {
      const ro = strictList(faq).parse((await api.get('/faqs')).json());
      const ru = strictList(faq).parse((await api.get('/faqs', 'ru')).json());
      expect(ro.length).toBeGreaterThanOrEqual(8);
      expect(ru.map((item) => item.id)).toEqual(ro.map((item) => item.id));
      expect(ru[0]?.question).not.toBe(ro[0]?.question);
    });

    it('GET /reviews answers ratings in half steps, newest first, and filters by rating', async () => {
      const all = strictList(review).parse((await api.get('/reviews')).json());
      expect(all.length).toBeGreaterThanOrEqual(6);
      expect(all.some((item) => !Number.isInteger(item.rating))).toBe(true);
      expect(all.map((item) => item.date)).toEqual([...all.map((item) => item.date)].sort().reverse());
      const best = strictList(review).parse((await api.get('/reviews?min_rating=4.5')).json());
      expect(best.length).toBeLessThan(all.length);
      for (const item of best) expect(item.rating).toBeGreaterThanOrEqual(4.5);
      const ru = strictList(review).parse((await api.get('/reviews', 'ru')).json());
      expect(ru[0]?.text).not.toBe(all[0]?.text);
      for (const bad of ['4.3', 'six', '0', '7', '0.5000000000000001']) {
        expect((await api.get(`/reviews?min_rating=${bad}`)).statusCode, bad).toBe(400);
      }
    });

    it('GET /orders/how_to_order/ answers numbered steps', async () => {
      const ro = strictList(howToOrderStep).parse((await api.get('/orders/how_to_order/')).json());
      expect(ro.map((item) => item.step)).toEqual(ro.map((_, index) => index + 1));
      expect(ro.length).toBeGreaterThanOrEqual(4);
      const ru = strictList(howToOrderStep).parse((await api.get('/orders/how_to_order', 'ru')).json());
      expect(ru[0]?.title).not.toBe(ro[0]?.title);
    });
  });

  describe('GET /pages/about', () => {
    it('answers the texts and the facts of docs/product.md §1 in each language', async () => {
      const ro = aboutPage.strict().parse((await api.get('/pages/about')).json());
      const facts = ro.facts.map((fact) => `${fact.value} ${fact.label}`).join(' ');
      for (const claim of ['2011', 'UE', '94%', '85%']) expect(facts).toContain(claim);
      expect(ro.sections.length).toBeGreaterThanOrEqual(2);
      const ru = aboutPage.strict().parse((await api.get('/pages/about', 'ru')).json());
      expect(ru.title).toBe('О нас');
      expect(ru.intro).not.toBe(ro.intro);
    });
  });

  describe('GET /pages/{slug}', () => {
    it('answers every page of the footer that is not another route, in the language asked', async () => {
      const columns = z.array(footerColumn).parse((await api.get('/pages/footer-page')).json());
      const services = columns.find((column) => column.name === 'Servicii');
      expect(services?.pages.length).toBeGreaterThanOrEqual(3);
      for (const link of services?.pages ?? []) {
        const page = contentPage.strict().parse((await api.get(`/pages/${link.slug}`)).json());
        expect(page.slug).toBe(link.slug);
        expect(page.kind).toBe('footer');
        expect(page.sections.length).toBeGreaterThan(0);
      }
    });

    it('finds a page by the slug of the other language and names every slug', async () => {
      const response = await api.get('/pages/montaj', 'ru');
      expect(response.statusCode).toBe(200);
      const page = contentPage.strict().parse(response.json());
      expect(page.slug).toBe('montazh');
      expect(page.slugs).toEqual({ ro: 'montaj', ru: 'montazh' });
      expect(page.title).toBe('Профессиональный монтаж');
      const ro = contentPage.strict().parse((await api.get('/pages/montazh', 'ro')).json());
      expect(ro.slug).toBe('montaj');
      expect(ro.title).toBe('Montaj profesional');
    });

    it('answers 404 for an unknown slug, a dynamic page and a bad slug', async () => {
      for (const slug of ['nu-exista', 'ferestre-panoramice', 'Montaj', 'a%20b', 'x'.repeat(130)]) {
        const response = await api.get(`/pages/${slug}`);
        // Fastify refuses path parameters over 100 characters itself (414).
        expect(response.statusCode, slug).toBe(slug.length > 100 ? 414 : 404);
      }
      expect((await api.get('/pages/nu-exista')).json()).toEqual({ detail: 'Nu a fost găsit.' });
    });

    it('leaves the static /pages/* routes answering', async () => {
      expect((await api.get('/pages/home-page/')).statusCode).toBe(200);
      z.array(footerColumn.strict()).parse((await api.get('/pages/footer-page')).json());
      z.array(infoPageLink.strict()).parse((await api.get('/pages/info-page')).json());
      seoContent.strict().parse((await api.get('/pages/seo-content/detail/?page_type=about')).json());
      expect((await api.get('/pages/seo-content/detail/')).statusCode).toBe(400);
      aboutPage.strict().parse((await api.get('/pages/about')).json());
    });
  });

  describe('GET /pages/dynamic/{x}', () => {
    it('answers every dynamic page of the menu', async () => {
      const nav = (await api.get('/menu/nav')).json() as {
        dynamic_page_slug: string | null;
        additions: { items: { dynamic_page_slug: string | null }[] }[];
      }[];
      const slugs = nav.flatMap((item) => [
        item.dynamic_page_slug,
        ...item.additions.flatMap((column) => column.items.map((link) => link.dynamic_page_slug)),
      ]);
      const dynamic = slugs.filter((slug): slug is string => Boolean(slug));
      expect(dynamic.length).toBeGreaterThanOrEqual(3);
      for (const slug of dynamic) {
        const response = await api.get(`/pages/dynamic/${slug}`);
        expect(response.statusCode, slug).toBe(200);
        const ro = contentPage.strict().parse(response.json());
        const ru = contentPage.strict().parse((await api.get(`/pages/dynamic/${slug}`, 'ru')).json());
        expect(ro.title, slug).not.toBe(ru.title);
        expect(ru.slugs.ro).toBe(slug);
      }
    });

    it('answers the colour page with swatches, by either language slug', async () => {
      const ro = contentPage.strict().parse((await api.get('/pages/dynamic/culori-profile')).json());
      expect(ro.kind).toBe('colors');
      expect(ro.swatches.length).toBeGreaterThanOrEqual(8);
      expect(ro.swatches.some((swatch) => swatch.grain_hex !== null)).toBe(true);
      const ru = contentPage.strict().parse((await api.get('/pages/dynamic/culori-profile', 'ru')).json());
      expect(ru.slug).toBe('tsveta-profilya');
      expect(ru.swatches[0]?.name).not.toBe(ro.swatches[0]?.name);
    });

    it('answers 404 for an unknown page and for a footer page', async () => {
      expect((await api.get('/pages/dynamic/nu-exista')).statusCode).toBe(404);
      expect((await api.get('/pages/dynamic/montaj')).statusCode).toBe(404);
      expect((await api.get('/pages/dynamic/montaj')).json()).toEqual({ detail: 'Nu a fost găsit.' });
    });
  });

  describe('GET /pages/info-page/detail/', () => {
    it('answers every listed info page by its slug, in the language asked', async () => {
      for (const locale of ['ro', 'ru']) {
        const links = z.array(infoPageLink).parse((await api.get('/pages/info-page', locale)).json());
        for (const link of links) {
          const response = await api.get(`/pages/info-page/detail/?slug=${link.slug}`, locale);
          expect(response.statusCode, link.slug).toBe(200);
          const page = infoPageDetail.strict().parse(response.json());
          expect(page).toMatchObject({ slug: link.slug, title: link.title });
          expect(page.body.length).toBeGreaterThan(0);
          expect(page.body[0]?.type).toBe('paragraph');
        }
      }
    });

    it('finds a page by the slug of the other language', async () => {
      const page = infoPageDetail
        .strict()
        .parse((await api.get('/pages/info-page/detail/?slug=garantie', 'ru')).json());
      expect(page).toMatchObject({
        slug: 'garantiya',
        title: 'Гарантия',
        slugs: { ro: 'garantie', ru: 'garantiya' },
      });
    });

    it('answers 400 without a slug and 404 for an unknown one', async () => {
      const missing = await api.get('/pages/info-page/detail/');
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toHaveProperty('slug');
      expect((await api.get('/pages/info-page/detail/?slug=')).statusCode).toBe(400);
      const unknown = await api.get('/pages/info-page/detail/?slug=nu-exista', 'ru');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ detail: 'Не найдено.' });
    });
  });

  describe('GET /pages/policy/{language}', () => {
    it('answers the policy in each of its five languages, whatever the request language', async () => {
      const titles = new Set<string>();
      for (const language of Object.keys(policySlugs)) {
        const response = await api.get(`/pages/policy/${language}`, 'ru');
        expect(response.statusCode, language).toBe(200);
        const page = policyPage.strict().parse(response.json());
        expect(page.language).toBe(language);
        expect(page.sections.length).toBeGreaterThanOrEqual(3);
        expect(page.variants.map((variant) => variant.language)).toEqual(['ro', 'ru', 'en', 'fr', 'it']);
        titles.add(page.title);
      }
      expect(titles.size).toBe(5);
      const ro = policyPage.parse((await api.get('/pages/policy/ro', 'ro')).json());
      expect(ro.title).toBe('Politica de confidențialitate');
    });

    it('answers 400 for a language it is not written in', async () => {
      const response = await api.get('/pages/policy/de');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('language');
    });
  });

  it('serves every picture it names, drawn by us as SVG', async () => {
    const lists = await Promise.all(
      ['/branches', '/partners', '/achievements', '/equipament', '/orders/how_to_order/'].map(
        async (path) => (await api.get(path)).json() as { image: { file: string } | null }[],
      ),
    );
    const files = new Set(lists.flat().flatMap((item) => (item.image ? [item.image.file] : [])));
    expect(files.size).toBeGreaterThanOrEqual(20);
    for (const file of files) {
      expect(file, file).toMatch(/^\/static\/company\/[a-z-]+\.svg$/);
      const response = await api.inject({ method: 'GET', url: file });
      expect(response.statusCode, file).toBe(200);
      expect(response.headers['content-type'], file).toContain('image/svg+xml');
    }
  });

  it('documents every endpoint in the OpenAPI document', async () => {
    const document = (await api.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, { get?: { summary?: string } }>;
    };
    for (const path of [
      '/branches',
      '/branches/{id}',
      '/partners',
      '/achievements',
      '/equipament',
      '/faqs',
      '/reviews',
      '/orders/how_to_order/',
      '/pages/about',
      '/pages/{slug}',
      '/pages/dynamic/{slug}',
      '/pages/info-page/detail/',
      '/pages/policy/{language}',
    ]) {
      expect(document.paths[path]?.get?.summary, path).toBeTruthy();
    }
    expect(document.paths['/pages/policy/{language}']?.get?.summary).toContain('privacy policy');
  });

  it('caches each branch and page under its own path', async () => {
    const first = branch.parse((await api.get('/branches/balti')).json());
    const second = branch.parse((await api.get('/branches/cahul')).json());
    expect(first.slug).toBe('balti');
    expect(second.slug).toBe('cahul');
    const again = await api.get('/branches/balti');
    expect(again.headers['x-cache']).toBe('HIT');
    expect(branch.parse(again.json()).slug).toBe('balti');
  });
});
