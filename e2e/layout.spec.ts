import { expect, test } from '@playwright/test';
import { brokenWords, overflowingTexts } from './broken-words';
import { openPage } from './open-page';

test('the mega-menu opens on hover and lists its links, eight per column until "show all"', async ({
  page,
}) => {
  await openPage(page, '/');
  const nav = page.getByRole('navigation', { name: 'Meniul principal' });
  const trigger = nav.getByRole('button', { name: 'Ferestre' });
  await trigger.hover();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
  await expect(panel).toBeVisible();
  const links = panel.getByRole('link', { name: 'Ferestre PVC', exact: true });
  await expect(links).toBeVisible();
  await expect(links).toHaveAttribute('href', '/ferestre/ferestre-pvc');

  // A column longer than eight links shows eight and a toggle for the rest.
  const showAll = panel.getByRole('button', { name: /Arată toate/ }).first();
  await expect(showAll).toBeVisible();
  const column = page.locator(`#${await showAll.getAttribute('aria-controls')}`);
  await expect(column.getByRole('link')).toHaveCount(8);
  await showAll.click();
  await expect.poll(() => column.getByRole('link').count()).toBeGreaterThan(8);

  // Keyboard: Escape closes and gives focus back to the trigger.
  await page.keyboard.press('Escape');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
});

for (const { home, cart } of [
  { home: '/', cart: '/cos' },
  { home: '/ru', cart: '/ru/korzina' },
]) {
  test(`the loading bar runs while a slow navigation does, then finishes (${home})`, async ({ page }) => {
    // The next page's data is held back until the bar has been seen; prefetches are refused, so the click
    // has to wait for it.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/*', async (route) => {
      const headers = route.request().headers();
      if (headers['next-router-prefetch'] || headers['next-router-segment-prefetch']) return route.abort();
      if (headers.rsc === '1') await held;
      return route.continue();
    });
    // The next page rendered once already, so that what is timed is the navigation, not a first render.
    await page.request.get(cart);
    await openPage(page, home);
    const bar = page.getByTestId('loading-bar');
    await expect(bar).toHaveAttribute('data-phase', 'idle');
    // The bar follows the router, so the page's own requests go out untouched (issue 19).
    expect(await page.evaluate(() => String(window.fetch))).toContain('[native code]');

    await page.getByTestId('cart-link').click();
    await expect(bar).toHaveAttribute('data-phase', 'loading');
    release();
    await expect(page).toHaveURL(cart, { timeout: 15_000 });
    await expect(bar).toHaveAttribute('data-phase', 'idle');
  });
}

test('an accepted cookie notice stays accepted after a reload', async ({ page, context }) => {
  await openPage(page, '/');
  const notice = page.getByRole('region', { name: 'Cookie-uri' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Accept' }).click();
  await expect(notice).toBeHidden();

  const consent = (await context.cookies()).find((cookie) => cookie.name === 'cookie_consent');
  expect(consent).toBeTruthy();
  const days = ((consent?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29);
  expect(days).toBeLessThanOrEqual(30);

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Meniul principal' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookie-uri' })).toHaveCount(0);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 760 }, isMobile: true, hasTouch: true });

  test('the slide-in menu shows categories, their sections and closes on navigation', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Deschide meniul' }).click();
    const menu = page.getByRole('dialog', { name: /Meniu/ });
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Ferestre' }).click();
    const pvc = menu.getByRole('link', { name: 'Ferestre PVC', exact: true });
    await expect(pvc).toBeVisible();
    await menu
      .getByRole('link', { name: /Calculează prețul/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/calculators$/);
    await expect(menu).toBeHidden();

    // The link click closed it above; a route change without a click (Back) must close it too.
    await page.getByRole('button', { name: 'Deschide meniul' }).click();
    await expect(menu).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu).toBeHidden();
  });

  test('the slide-in menu keeps the keyboard while open and gives it back when closed', async ({ page }) => {
    await openPage(page, '/');
    const opener = page.getByRole('button', { name: 'Deschide meniul' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: /Meniu/ });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Închide meniul' })).toBeFocused();
    // More stops than the drawer has: focus goes round its controls (and the browser's own), never to the page
    // behind it, which is inert while the drawer is open.
    for (let stop = 0; stop < 30; stop++) {
      await page.keyboard.press('Tab');
      const behind = await page.evaluate(() => {
        const focused = document.activeElement;
        return focused !== null && focused !== document.body && focused.closest('#mobile-menu') === null;
      });
      expect(behind).toBe(false);
    }
    await expect(page.locator('main')).toHaveAttribute('inert', '');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.locator('main')).not.toHaveAttribute('inert', '');
  });

  test('the home, about and configurator pages break no word in two and cut none off, in either language', async ({
    page,
  }) => {
    // The facts' tiles are half the phone's width: 'сертифицированный' used to break with no hyphen; the
    // configurator's choices are a third of it: 'Прямоугольная', 'Dreptunghiulară'.
    for (const path of [
      '/ru',
      '/ru/o-nas',
      '/ru/calculators/windows',
      '/',
      '/despre-noi',
      '/calculators/windows',
    ]) {
      await openPage(page, path);
      expect(await brokenWords(page.getByRole('main')), path).toEqual([]);
      expect(await overflowingTexts(page.getByRole('main')), path).toEqual([]);
    }
  });
});
