import { afterEach, describe, expect, it, vi } from 'vitest';
import { getHeroBanner, getOffers } from './banners';

const offer = {
  id: 1,
  title: 'Pentru dealeri',
  description: 'Prețuri de producător',
  image: { file: '/static/banners/cooperation-dealers.svg', alt: 'Dealeri' },
  buttons: [{ type: 'custom_link', title: 'Dealeri', href: '/dealers' }],
};

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// docs/product.md §8 and the error page's rule: banners never take a page down; any failure leaves them out.
describe('banner reads', () => {
  it('answer the offers the API sent', async () => {
    answer(200, [offer]);
    expect(await getOffers('ro', 'cooperation')).toEqual([offer]);
  });

  it('degrade to nothing when the API fails or is unreachable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(500, { detail: 'boom' });
    expect(await getOffers('ro', 'cooperation')).toEqual([]);
    expect(await getHeroBanner('ro')).toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    expect(await getOffers('ru', 'service')).toEqual([]);
    expect(await getHeroBanner('ru')).toBeNull();
  });

  it('drop what they cannot draw instead of failing on it', async () => {
    answer(200, [offer, { id: 2, title: 'Fără imagine' }, null, 'x', { ...offer, id: 3, buttons: null }]);
    const offers = await getOffers('ro', 'offer');
    expect(offers.map((item) => item.id)).toEqual([1, 3]);
    expect(offers[1]?.buttons).toEqual([]);
    answer(200, { detail: 'not a list' });
    expect(await getOffers('ro', 'discount')).toEqual([]);
  });

  it('give the hero its facts, or none when they are missing', async () => {
    answer(200, { ...offer, facts: [{ value: '2011', label: 'anul fondării' }] });
    expect((await getHeroBanner('ro'))?.facts).toEqual([{ value: '2011', label: 'anul fondării' }]);
    answer(200, { ...offer });
    expect((await getHeroBanner('ru'))?.facts).toEqual([]);
  });
});
