import { describe, expect, it } from 'vitest';
import type { Branch } from '@/lib/api';
import { isPageSlug } from '@/lib/api/company';
import { branchJsonLd } from './branch-json-ld';
import { groupBy } from './group-by';
import { openStreetMapUrl } from './map-link';

describe('groupBy', () => {
  it('keeps the order of first appearance', () => {
    const cities = ['Bălți', 'Soroca', 'Bălți', 'Comrat'];
    expect(groupBy(cities, (city) => city)).toEqual([
      { key: 'Bălți', items: ['Bălți', 'Bălți'] },
      { key: 'Soroca', items: ['Soroca'] },
      { key: 'Comrat', items: ['Comrat'] },
    ]);
    expect(groupBy([], String)).toEqual([]);
  });
});

describe('openStreetMapUrl', () => {
  it('puts a marker at the point', () => {
    expect(openStreetMapUrl({ lat: 46.9877, lng: 28.8573 })).toBe(
      'https://www.openstreetmap.org/?mlat=46.98770&mlon=28.85730#map=17/46.98770/28.85730',
    );
  });
});

describe('isPageSlug', () => {
  it('accepts our slugs only', () => {
    expect(isPageSlug('masurare-gratuita')).toBe(true);
    expect(isPageSlug('culori-profile')).toBe(true);
    for (const bad of ['', 'Montaj', 'a b', '-x', 'x--y', 'x'.repeat(101), 'ș'])
      expect(isPageSlug(bad), bad).toBe(false);
  });
});

describe('branchJsonLd', () => {
  const branch: Branch = {
    id: 1,
    slug: 'balti',
    kind: 'showroom',
    title: 'Showroom Bălți',
    city: 'Bălți',
    address: 'str. Ștefan cel Mare 57, Bălți',
    phones: [{ name: 'Salon', value: '+37323161234', display: '+373 231 61 234' }],
    email: 'balti@vitrina.md',
    working_hours: { from: '08:30', to: '19:30', days: 'Zilnic' },
    map: { lat: 47.7617, lng: 27.929 },
    image: { file: '/static/company/branch-showroom.svg', alt: 'Showroom Bălți' },
    description: '',
  };

  it('describes a showroom open every day, with absolute image URL', () => {
    const data = branchJsonLd(branch, 'https://vitrina.md/contacte/balti', 'Vitrina') as Record<
      string,
      unknown
    >;
    expect(data).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Showroom Bălți',
      telephone: ['+37323161234'],
      image: 'https://vitrina.md/static/company/branch-showroom.svg',
      geo: { latitude: 47.7617, longitude: 27.929 },
      openingHoursSpecification: { opens: '08:30', closes: '19:30' },
    });
    expect((data.openingHoursSpecification as { dayOfWeek: string[] }).dayOfWeek).toHaveLength(7);
  });
});
