import { expect, test } from '@playwright/test';
import { openPage } from './open-page';
import { pageContent, wcagViolations } from './wcag';

// The company's pages: contacts and branches, dealers, about, info pages, the privacy policy variants and
// the pages at /{slug} (footer column, menu and colour pages).

const location = (response: { headers(): Record<string, string> }) =>
  new URL(response.headers().location ?? '', 'http://x').pathname;

test('contacts list the branches with phones, and lead to a branch page', async ({ page }) => {
  const response = await openPage(page, '/contacte');
  expect(response?.status()).toBe(200);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Contacte');
  await expect(main.getByRole('heading', { name: 'Contactele principale' })).toBeVisible();
  for (const city of ['Showroom Bălți', 'Oficiu Cahul', 'Oficiu Orhei', 'Oficiu Ungheni']) {
    await expect(main.getByRole('link', { name: city, exact: true })).toBeVisible();
  }
  await expect(main.locator('a[href^="tel:+373"]').first()).toBeVisible();

  await main.getByRole('link', { name: 'Showroom Chișinău', exact: true }).click();
  await expect(page).toHaveURL(/\/contacte\/chisinau-showroom$/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Showroom Chișinău');
  const crumbs = page.getByRole('navigation', { name: 'Cale de navigare' });
  await expect(crumbs.getByRole('link')).toHaveText(['Acasă', 'Contacte']);
  await expect(main.getByRole('link', { name: 'Vezi pe hartă' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=46\.98770&mlon=28\.85730/,
  );
  await expect(main.getByRole('link', { name: '+373 22 840 845' }).first()).toHaveAttribute(
    'href',
    'tel:+37322840845',
  );
  const structured = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
  expect(structured).toContainEqual(
    expect.objectContaining({ '@type': 'LocalBusiness', name: 'Showroom Chișinău' }),
  );
});

test('a branch page speaks Russian, and an unknown branch is a 404', async ({ page }) => {
  const response = await openPage(page, '/ru/kontakty/chisinau-showroom');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Шоурум Кишинёв');
  await expect(page.getByRole('main')).toContainText('Ежедневно, без выходных');

  const unknown = await page.goto('/contacte/nu-exista');
  expect(unknown?.status()).toBe(404);
});

test('dealers are grouped by city in each language', async ({ page }) => {
  expect((await openPage(page, '/dealers'))?.status()).toBe(200);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Soroca' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Fereastra Nord SRL', exact: true })).toBeVisible();

  expect((await openPage(page, '/ru/dealers'))?.status()).toBe(200);
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Сороки' })).toBeVisible();
});

test('about tells the story, figures, production, partners, reviews and FAQ', async ({ page }) => {
  expect((await openPage(page, '/despre-noi'))?.status()).toBe(200);
  const main = page.getByRole('main');
  for (const heading of [
    'Realizările noastre',
    'Producția noastră',
    'Cum comandați',
    'Partenerii noștri',
    'Ce spun clienții',
    'Întrebări frecvente',
  ]) {
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(main).toContainText('15 000+');
  await expect(main).toContainText('94%');
  await expect(main.getByRole('img', { name: 'Rehau' })).toBeVisible();

  const question = main.locator('details', {
    has: page.getByRole('heading', { level: 3, name: 'Cât costă măsurarea?' }),
  });
  await expect(question).toHaveJSProperty('open', false);
  await question.locator('summary').click();
  await expect(question).toHaveJSProperty('open', true);
  await expect(main.getByText(/Măsurarea este gratuită/)).toBeVisible();

  await openPage(page, '/ru/o-nas');
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: 'Частые вопросы' }),
  ).toBeVisible();
});

test('an info page follows a language switch to its own slug', async ({ page, request }) => {
  expect((await openPage(page, '/info/garantie'))?.status()).toBe(200);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Garanție');

  // A switch while the page's link prefetches are still in flight can leave the head with both pages' (equal)
  // alternate links: a race in the router that the native select, one action shorter, meets more often.
  await page.waitForLoadState('networkidle');
  await page.getByRole('combobox', { name: 'Limba site-ului' }).selectOption({ label: 'Русский' });
  await expect(page).toHaveURL(/\/ru\/info\/garantiya$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Гарантия');
  // The client navigation swaps the head's links after the page's content: for a moment both pages' are there.
  await expect(page.locator('link[rel="alternate"][hreflang="ro"]')).toHaveCount(1);
  await expect(page.locator('link[rel="alternate"][hreflang="ro"]')).toHaveAttribute(
    'href',
    /\/info\/garantie$/,
  );

  const other = await request.get('/ru/info/garantie', { maxRedirects: 0 });
  expect(other.status()).toBe(308);
  expect(location(other)).toBe('/ru/info/garantiya');
  expect((await request.get('/info/nu-exista')).status()).toBe(404);
  // The policy among the info pages leads to the full policy.
  const policy = await request.get('/ru/info/politika-konfidentsialnosti', { maxRedirects: 0 });
  expect(policy.status()).toBe(308);
  expect(location(policy)).toBe('/ru/politika-konfidentsialnosti');
});

test('the privacy policy answers in each of its five languages', async ({ page, request }) => {
  const variants: [string, string, string, string][] = [
    ['/politica-confidentialitate', 'ro', 'ro', 'Politica de confidențialitate'],
    ['/ru/politika-konfidentsialnosti', 'ru', 'ru', 'Политика конфиденциальности'],
    ['/privacy-policy', 'ro', 'en', 'Privacy policy'],
    ['/politique-de-confidentialite', 'ro', 'fr', 'Politique de confidentialité'],
    ['/ru/informativa-privacy', 'ru', 'it', 'Informativa sulla privacy'],
  ];
  for (const [path, locale, language, title] of variants) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(heading, path).toHaveText(title);
    if (language === locale) await expect(page.locator('article[lang]')).toHaveCount(0);
    else await expect(page.locator(`article[lang="${language}"]`), path).toBeVisible();
    // Links to the four other variants, each marked with its language; each leads to a page.
    const links = page.locator('main nav a[hreflang]');
    await expect(links, path).toHaveCount(4);
    for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? '')))
      expect((await request.get(href)).status(), `${path} → ${href}`).toBe(200);
  }
  // docs/product.md §2: a slug of the other storefront language is a 404, the policy's slugs included (issue 20).
  for (const path of [
    '/politika-konfidentsialnosti',
    '/ro/politika-konfidentsialnosti',
    '/ru/politica-confidentialitate',
  ])
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
});

test('a footer column page opens from the footer and keeps its slug per language', async ({
  page,
  request,
}) => {
  await openPage(page, '/');
  await page.locator('footer').getByRole('link', { name: 'Măsurare gratuită' }).click();
  await expect(page).toHaveURL(/\/masurare-gratuita$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Măsurare gratuită');
  // hreflang names each language's own slug, not a redirect.
  await expect(page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveAttribute(
    'href',
    /\/ru\/besplatnyj-zamer$/,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/masurare-gratuita$/);

  expect((await openPage(page, '/ru/besplatnyj-zamer'))?.status()).toBe(200);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Бесплатный замер');
  const other = await request.get('/ru/masurare-gratuita', { maxRedirects: 0 });
  expect(other.status()).toBe(308);
  expect(location(other)).toBe('/ru/besplatnyj-zamer');
});

test('a dynamic page opens from the menu, and the colour page shows its palette', async ({
  page,
  request,
}) => {
  await openPage(page, '/');
  const nav = page.getByRole('navigation', { name: 'Meniul principal' });
  await nav.getByRole('button', { name: 'Ferestre' }).click();
  await nav.getByRole('link', { name: 'Ferestre panoramice' }).click();
  await expect(page).toHaveURL(/\/ferestre-panoramice$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Ferestre panoramice');

  expect((await openPage(page, '/culori-profile'))?.status()).toBe(200);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Paleta de culori' })).toBeVisible();
  await expect(main.getByRole('img', { name: /Stejar auriu/ })).toBeVisible();
  const ru = await request.get('/ru/culori-profile', { maxRedirects: 0 });
  expect(ru.status()).toBe(308);
  expect(location(ru)).toBe('/ru/tsveta-profilya');
  expect((await request.get('/ru/tsveta-profilya')).status()).toBe(200);
});

for (const path of ['/contacte', '/ru/kontakty/balti', '/dealers', '/info/garantie', '/privacy-policy']) {
  test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
    await openPage(page, path);
    expect(await wcagViolations(page, pageContent)).toEqual([]);
  });
}
