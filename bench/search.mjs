// Search latency (GET /search/) as visitors meet it: every visitor types something else, so the response
// cache rarely helps; it is measured on an API with the cache off. The queries mix broad words (thousands of
// matches in the generated catalogue), a word being typed, a typo, and both languages.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const queries = [
  ['fereastra', 'ro'],
  ['ferestre pvc rehau', 'ro'],
  ['fere', 'ro'],
  ['jaluzle', 'ro'],
  ['garanție', 'ro'],
  ['окно', 'ru'],
  ['пластиковое окно', 'ru'],
  ['рольставня', 'ru'],
];

/** Requests per second and latency of the queries above, cycled by `connections` clients at once. */
export async function searchLoad(api, frontendKey, { connections = 4, duration = 10 } = {}) {
  const load = await autocannon({
    url: api,
    connections,
    duration,
    requests: queries.map(([text, locale]) => ({
      method: 'GET',
      path: `/search/?search=${encodeURIComponent(text)}`,
      headers: { 'x-frontend-key': frontendKey, 'accept-language': locale },
    })),
  });
  if (load.non2xx > 0 || load.errors > 0)
    throw new Error(`GET /search/: ${load.non2xx} non-2xx, ${load.errors} errors`);
  return {
    requestsPerSecond: Math.round(load.requests.average),
    p50: load.latency.p50,
    p99: load.latency.p99,
  };
}

/**
 * A fresh DATA_DIR whose embedded database holds the demo catalogue plus `count` generated products
 * (bench/search-catalogue.ts), for an API started on it.
 */
export function generatedCatalogue(root, count = 10_000) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-bench-search-'));
  execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'bench/search-catalogue.ts'), dataDir, String(count)],
    { cwd: path.join(root, 'apps/api'), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return dataDir;
}
