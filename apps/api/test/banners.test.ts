import { heroBanner, OFFER_KINDS, offer } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useApi } from './support/api';
import { engines } from './support/databases';

const offers = z.array(offer.strict());
const cyrillic = /[а-яё]/i;

describe.each(engines)('banners on $name', (engine) => {
  const api = useApi(engine);

  describe('GET /banners/hero-screen', () => {
    it('answers the first screen with its picture, both kinds of buttons and the facts', async () => {
      const response = await api.get('/banners/hero-screen');
      expect(response.statusCode).toBe(200);
      const hero = heroBanner.strict().parse(response.json());
      expect(hero.title).not.toBe('');
      expect(hero.description).toContain('2011');
      expect(hero.image.file).toMatch(/^\/static\/banners\/[a-z-]+\.svg$/);
      expect(hero.image.alt).not.toBe('');
      expect(hero.buttons).toContainEqual({
        type: 'custom_link',
        title: 'Calculați prețul',
        href: '/calculators',
      });
      expect(hero.buttons).toContainEqual({ type: 'call_request', title: 'Sunați-mă', href: '' });
      const facts = hero.facts.map((fact) => fact.value).join(' ');
      expect(facts).toContain('2011');
      expect(facts).toContain('94%');
      expect(facts).toContain('85%');
    });

    it('follows the language', async () => {
      const ro = heroBanner.parse((await api.get('/banners/hero-screen', 'ro')).json());
      const ru = heroBanner.parse((await api.get('/banners/hero-screen', 'ru')).json());
      expect(ru.id).toBe(ro.id);
      expect(ru.title).toMatch(cyrillic);
      expect(ro.title).not.toMatch(cyrillic);
      expect(ru.buttons.map((button) => button.title)).toContain('Перезвоните мне');
      expect(ru.facts.map((fact) => fact.value)).toContain('ЕС');
    });

    it('serves its picture as an SVG image', async () => {
      const hero = heroBanner.parse((await api.get('/banners/hero-screen')).json());
      const picture = await api.inject({ method: 'GET', url: hero.image.file });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toContain('image/svg+xml');
    });
  });

  describe.each(OFFER_KINDS)('GET /banners/%s', (kind) => {
    it('answers a list of offers in ro and ru with pictures that exist', async () => {
      const response = await api.get(`/banners/${kind}/`);
      expect(response.statusCode).toBe(200);
      const ro = offers.parse(response.json());
      const ru = offers.parse((await api.get(`/banners/${kind}`, 'ru')).json());
      expect(ro.length).toBeGreaterThanOrEqual(2);
      expect(ru.map((banner) => banner.id)).toEqual(ro.map((banner) => banner.id));
      for (const [index, banner] of ro.entries()) {
        expect(banner.title).not.toBe('');
        expect(banner.description).not.toBe('');
        expect(banner.title).not.toMatch(cyrillic);
        expect(ru[index]?.title).toMatch(cyrillic);
        expect(banner.buttons.length).toBeGreaterThan(0);
        for (const button of banner.buttons) {
          if (button.type === 'custom_link') expect(button.href).toMatch(/^\/[a-z-/]+$/);
          else expect(button.href).toBe('');
        }
        const picture = await api.inject({ method: 'GET', url: banner.image.file });
        expect(picture.statusCode, banner.image.file).toBe(200);
      }
    });
  });

  it('offers cooperation to dealers, builders, architects and corporate clients', async () => {
    const titles = offers
      .parse((await api.get('/banners/cooperation/')).json())
      .map((banner) => banner.title)
      .join(' | ');
    for (const audience of ['dealeri', 'constructori', 'arhitecți', 'corporativi'])
      expect(titles.toLowerCase()).toContain(audience);
  });

  it('links to pages by the slug of the language asked for', async () => {
    const ro = offers.parse((await api.get('/banners/discount')).json());
    const ru = offers.parse((await api.get('/banners/discount', 'ru')).json());
    const hrefs = (list: z.infer<typeof offers>) =>
      list.flatMap((banner) => banner.buttons.map((b) => b.href));
    expect(hrefs(ro)).toContain('/promotii');
    expect(hrefs(ru)).toContain('/aktsii');
  });

  it('is served from the public cache, per language', async () => {
    await api.get('/banners/service', 'ru');
    const again = await api.get('/banners/service', 'ru');
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(offers.parse(again.json())[0]?.title).toMatch(cyrillic);
  });

  it('ignores unknown query parameters and refuses a call without the front-end key', async () => {
    expect((await api.get('/banners/offer?page=abc&x=1')).statusCode).toBe(200);
    const anonymous = await api.inject({ method: 'GET', url: '/banners/offer' });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json()).toHaveProperty('detail');
  });
});

describe.each(engines)('banners without a hero on $name', (engine) => {
  // A database of its own: the hero is deleted before anything could cache it.
  const api = useApi(engine);

  it('answers 404 with a detail in the language asked for', async () => {
    await api.database.rows(sql`delete from banners where kind = 'hero'`);
    const response = await api.get('/banners/hero-screen', 'ru');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Не найдено.' });
    expect(offers.parse((await api.get('/banners/offer')).json()).length).toBeGreaterThan(0);
  });
});
