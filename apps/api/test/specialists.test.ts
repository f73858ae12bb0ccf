import { specialist, specialistCity, specialistSummary } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useApi } from './support/api';
import { engines } from './support/databases';

const list = z.array(specialistSummary.strict());
const cities = z.array(specialistCity.strict());

describe.each(engines)('specialist finder on $name', (engine) => {
  const api = useApi(engine);

  describe('GET /specialists/', () => {
    it('answers the specialists of Chișinău when no city is given', async () => {
      const response = await api.get('/specialists/');
      expect(response.statusCode).toBe(200);
      const found = list.parse(response.json());
      expect(found.length).toBeGreaterThanOrEqual(3);
      for (const item of found) {
        expect(item.city).toEqual({ code: 'chisinau', name: 'Chișinău' });
        expect(item.photo).toMatch(/^\/static\/specialists\/[a-z-]+\.svg$/);
        expect(item.price).toBeGreaterThan(0);
      }
      expect(found.map((item) => item.name)).toContain('Ion Rusu');
      expect((await api.get('/specialists/?city=chisinau')).json()).toEqual(found);
    });

    it("answers another city's specialists, and none for a delivery city that has none", async () => {
      const balti = list.parse((await api.get('/specialists/?city=balti')).json());
      expect(balti.length).toBeGreaterThanOrEqual(1);
      for (const item of balti) expect(item.city).toEqual({ code: 'balti', name: 'Bălți' });
      const chisinau = list.parse((await api.get('/specialists/')).json());
      expect(balti.map((item) => item.id)).not.toEqual(expect.arrayContaining([chisinau[0]?.id]));
      const none = await api.get('/specialists/?city=basarabeasca');
      expect(none.statusCode).toBe(200);
      expect(none.json()).toEqual([]);
    });

    it('speaks Russian: names, cities', async () => {
      const ro = list.parse((await api.get('/specialists/')).json());
      const ru = list.parse((await api.get('/specialists/', 'ru')).json());
      expect(ru.map((item) => item.id)).toEqual(ro.map((item) => item.id));
      expect(ru[0]?.city.name).toBe('Кишинёв');
      expect(ru.map((item) => item.name)).toContain('Ион Русу');
      for (const item of ru) expect(item.name).toMatch(/^[А-ЯЁ][а-яё]+ [А-ЯЁ][а-яё]+$/);
    });

    it('gives ratings from 0 to 5 in 0.5 steps, not all whole', async () => {
      const all = (
        await Promise.all(
          ['chisinau', 'balti', 'anenii-noi', 'briceni'].map(async (city) =>
            list.parse((await api.get(`/specialists/?city=${city}`)).json()),
          ),
        )
      ).flat();
      expect(all.length).toBeGreaterThanOrEqual(8);
      for (const item of all) {
        expect(Number.isInteger(item.rating * 2)).toBe(true);
        expect(item.rating).toBeGreaterThanOrEqual(0);
        expect(item.rating).toBeLessThanOrEqual(5);
      }
      expect(all.some((item) => !Number.isInteger(item.rating))).toBe(true);
    });

    it('refuses an unknown or empty city with a field error in the request language', async () => {
      for (const query of ['city=paris', 'city=', 'city=CHISINAU']) {
        const response = await api.get(`/specialists/?${query}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ city: [expect.any(String)] });
      }
      const ro = (await api.get('/specialists/?city=paris')).json().city[0];
      const ru = (await api.get('/specialists/?city=paris', 'ru')).json().city[0];
      expect(ru).not.toBe(ro);
    });
  });

  describe('GET /specialists/cities/', () => {
    it('lists only the cities with specialists, Chișinău first, with their counts', async () => {
      const response = await api.get('/specialists/cities/');
      expect(response.statusCode).toBe(200);
      const found = cities.parse(response.json());
      expect(found[0]?.code).toBe('chisinau');
      expect(found.map((city) => city.code)).not.toContain('basarabeasca');
      expect(found.length).toBeGreaterThanOrEqual(3);
      for (const city of found) {
        const people = list.parse((await api.get(`/specialists/?city=${city.code}`)).json());
        expect(people.length).toBe(city.count);
      }
      const ru = cities.parse((await api.get('/specialists/cities/', 'ru')).json());
      expect(ru[0]).toMatchObject({ code: 'chisinau', name: 'Кишинёв' });
      expect(ru.map((city) => city.name)).toContain('Бельцы');
    });
  });

  describe('GET /specialists/{id}/', () => {
    it('answers the details: e-mail, checks, price list, dialable phones, properties', async () => {
      const [first] = list.parse((await api.get('/specialists/')).json());
      if (!first) throw new Error('no specialist in Chișinău');
      const response = await api.get(`/specialists/${first.id}/`);
      expect(response.statusCode).toBe(200);
      const detail = specialist.strict().parse(response.json());
      expect(detail).toMatchObject(first);
      expect(detail.email).toMatch(/^[\w.-]+@[\w.-]+\.md$/);
      expect(detail.checks.length).toBeGreaterThanOrEqual(2);
      expect(detail.checks.length).toBeLessThanOrEqual(4);
      expect(detail.prices.length).toBeGreaterThan(0);
      for (const line of detail.prices) {
        expect(line.name).not.toBe('');
        expect(line.value).toBeGreaterThan(0);
      }
      expect(detail.phones.length).toBeGreaterThanOrEqual(1);
      for (const phone of detail.phones) {
        expect(phone.display).toMatch(/^\+373 \([67]\d{2}\) \d{3}-\d{2}$/);
        expect(phone.value).toBe(`+${phone.display.replace(/\D/g, '')}`);
      }
      expect(detail.properties.map((property) => property.name)).toContain('Experiență');

      const ru = specialist.parse((await api.get(`/specialists/${first.id}/`, 'ru')).json());
      expect(ru.properties.map((property) => property.name)).toContain('Опыт');
      expect(ru.checks).not.toEqual(detail.checks);
      expect(ru.prices.map((line) => line.value)).toEqual(detail.prices.map((line) => line.value));
      expect(ru.phones.map((phone) => phone.value)).toEqual(detail.phones.map((phone) => phone.value));
    });

    it('answers its photo as a picture the API serves', async () => {
      const [first] = list.parse((await api.get('/specialists/?city=briceni')).json());
      const photo = await api.get(first?.photo ?? '/static/missing.svg');
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    });

    it('answers 404 for an unknown id and 400 for one that is not a number', async () => {
      const missing = await api.get('/specialists/999999/');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ detail: expect.any(String) });
      for (const bad of ['abc', '0', '1.5', '99999999999']) {
        const response = await api.get(`/specialists/${bad}/`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ id: [expect.any(String)] });
      }
    });
  });
});
