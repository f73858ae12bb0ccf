import { expect, type Page, request } from '@playwright/test';
import { openPage } from './open-page';

// A customer for a journey that is about something else than registering: made through the API, as the
// storefront's register action would make it, then signed in (if asked) through the storefront's own sign-in
// modal, the only way the browser gets the httpOnly cookies (docs/adr/0050).

const apiUrl = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}`;

export interface NewCustomer {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

export async function registerCustomer(
  page: Page,
  customer: NewCustomer,
  options: { password: string; signIn: boolean },
): Promise<void> {
  const api = await request.newContext({
    extraHTTPHeaders: { 'X-Frontend-Key': 'vitrina-storefront', 'Accept-Language': 'ro' },
  });
  try {
    const created = await api.post(`${apiUrl}/api/auth/register/`, {
      data: { ...customer, password: options.password, re_password: options.password, terms: true },
    });
    expect(created.status()).toBe(201);
  } finally {
    await api.dispose();
  }
  if (!options.signIn) return;
  await openPage(page, '/');
  await page.getByRole('button', { name: 'Contul meu' }).click();
  const auth = page.getByRole('dialog', { name: 'Autentificare' });
  await auth.getByLabel('E-mail').fill(customer.email);
  await auth.getByLabel('Parola', { exact: true }).fill(options.password);
  await auth.getByRole('button', { name: 'Intră în cont' }).click();
  await expect(auth).toHaveCount(0);
}

/**
 * A step of the signed-in customer's checkout written straight to the API (POST /calculator/cart/{id}/{path}), with
 * the access token and the cart id the storefront keeps in its httpOnly cookies: for a journey about a later step.
 */
export async function customerCartWrite(page: Page, path: string, data: unknown): Promise<void> {
  const cookies = await page.context().cookies();
  const value = (name: string) => cookies.find((cookie) => cookie.name === name)?.value;
  const api = await request.newContext({
    extraHTTPHeaders: {
      'X-Frontend-Key': 'vitrina-storefront',
      'Accept-Language': 'ro',
      Authorization: `Bearer ${value('vitrina_access')}`,
    },
  });
  try {
    const written = await api.post(`${apiUrl}/calculator/cart/${value('vitrina_customer_cart')}/${path}`, {
      data,
    });
    expect(written.status()).toBe(200);
  } finally {
    await api.dispose();
  }
}
