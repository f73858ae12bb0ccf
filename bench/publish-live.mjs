// Issue 18: the time from a publish in the back office to the storefront showing it, in both languages
// (docs/adr/0024, 0027; budget 5 s at p95). An admin is added with the staff command (which asks the running
// API) and signs in. Price lists: `rounds` publishes of a draft that raises the windows' 800 mm row of their
// default profile by one euro, each followed by fetching the configurator page (ro, then ru) until its
// server-rendered total changes. The catalogue: `rounds` renames of a product in both languages, each followed
// by fetching its page (ro, then ru; kept in the storefront's data cache and dropped by the API's revalidation
// request) until the new title shows. Everything goes back to where it was at the end.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const password = 'Bench-Preturi-Live-2026';

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** The configurator's total as the storefront renders it (the server runs the same engine). */
async function shownTotal(web, pagePath) {
  const html = await (await fetch(`${web}${pagePath}`)).text();
  const match = /data-testid="configurator-total"[^>]*>([^<]+)</.exec(html);
  if (!match) throw new Error(`${pagePath}: no configurator total in the page`);
  return match[1];
}

/** Seconds from `started` until `shows(pagePath)` holds for every path, fetching again and again. */
async function shownAfter(started, pagePaths, shows) {
  for (const pagePath of pagePaths) {
    while (!(await shows(pagePath))) {
      if (performance.now() - started > 30_000) throw new Error(`${pagePath} still shows the old content`);
    }
  }
  return (performance.now() - started) / 1000;
}

const figures = (seconds) => ({
  samples: seconds.length,
  p50: Math.round(percentile(seconds, 50) * 100) / 100,
  p95: Math.round(percentile(seconds, 95) * 100) / 100,
});

/** A back-office admin, added by the staff command and signed in: `admin(method, url, body)` → JSON. */
async function signedInAdmin(root, { api, dataDir, apiPort }) {
  const email = `bench.${Date.now()}@vitrina.md`;
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'apps/api/src/cli/staff.ts'),
      'add',
      '--email',
      email,
      '--role',
      'admin',
    ],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, API_PORT: String(apiPort), STAFF_PASSWORD: password },
    },
  );
  const headers = { 'x-requested-with': 'vitrina-admin', 'content-type': 'application/json' };
  const session = await fetch(`${api}/admin/api/session`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (!session.ok) throw new Error(`sign-in: ${session.status} ${await session.text()}`);
  const cookie = (session.headers.get('set-cookie') ?? '').split(';')[0];
  const admin = async (method, url, body) => {
    const response = await fetch(`${api}/admin/api${url}`, {
      method,
      headers: { ...headers, cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  return admin;
}

/** The time from a price list's publish to the configurator showing the new total. */
async function priceListToStorefront(admin, web, rounds) {
  const seconds = [];
  const pagePaths = ['/calculators/windows', '/ru/calculators/windows'];
  for (let round = 0; round <= rounds; round += 1) {
    const draft = await admin('GET', '/calculators/1/draft');
    const { base } = draft.definition;
    // The last round puts every price back: the bench leaves the shop as it found it.
    // A euro, not a cent: the default window lies between two rows, and a cent there can round away.
    const step = round === rounds ? -100 * rounds : 100;
    const row = base.prices['rehau-blitz-60'][1].map((cents) => cents + step);
    const prices = { ...base.prices, 'rehau-blitz-60': base.prices['rehau-blitz-60'].with(1, row) };
    const saved = await admin('PUT', '/calculators/1/draft', {
      revision: draft.revision,
      definition: { ...draft.definition, base: { ...base, prices } },
    });
    const before = new Map();
    for (const pagePath of pagePaths) before.set(pagePath, await shownTotal(web, pagePath));
    const started = performance.now();
    await admin('POST', '/calculators/1/publish', { revision: saved.revision });
    const took = await shownAfter(started, pagePaths, async (pagePath) => {
      return (await shownTotal(web, pagePath)) !== before.get(pagePath);
    });
    if (round < rounds) seconds.push(took);
  }
  return figures(seconds);
}

/** The time from renaming a product to its page showing the new name in both languages. */
async function productToStorefront(admin, web, rounds) {
  const [product] = (await admin('GET', '/products?page=1&page_size=1')).results;
  const pagePaths = [`/product/${product.slug}`, `/ru/product/${product.slug}`];
  const original = product.title;
  let version = product.version;
  const seconds = [];
  for (let round = 0; round <= rounds; round += 1) {
    // The last round gives the product its name back.
    const title =
      round === rounds
        ? original
        : { ro: `${original.ro} (${round + 1})`, ru: `${original.ru} (${round + 1})` };
    // Read into the storefront's data cache first: the change must reach past it.
    for (const pagePath of pagePaths) await fetch(`${web}${pagePath}`);
    const started = performance.now();
    version = (await admin('PATCH', `/products/${product.id}`, { version, title })).version;
    const took = await shownAfter(started, pagePaths, async (pagePath) => {
      const html = await (await fetch(`${web}${pagePath}`)).text();
      const wanted = (pagePath.startsWith('/ru/') ? title.ru : title.ro).replaceAll('"', '&quot;');
      return html.includes(`<h1>${wanted}</h1>`);
    });
    if (round < rounds) seconds.push(took);
  }
  return figures(seconds);
}

export async function publishToStorefront(root, shop, { rounds = 10 } = {}) {
  const admin = await signedInAdmin(root, shop);
  return {
    priceList: await priceListToStorefront(admin, shop.web, rounds),
    product: await productToStorefront(admin, shop.web, rounds),
  };
}

// Alone, against a running shop: BENCH_API=http://127.0.0.1:4000 BENCH_WEB=http://localhost:3000
// BENCH_DATA_DIR=var node bench/publish-live.mjs
if (import.meta.url === `file://${process.argv[1]}`) {
  const api = process.env.BENCH_API ?? 'http://127.0.0.1:4000';
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
  const measured = await publishToStorefront(root, {
    api,
    web: process.env.BENCH_WEB ?? 'http://localhost:3000',
    dataDir: process.env.BENCH_DATA_DIR ?? 'var',
    apiPort: new URL(api).port,
  });
  console.log(JSON.stringify(measured));
}
