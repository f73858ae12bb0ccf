// Issue 19: the API's cached catalogue answers side by side with a bare Fastify route (bench/floor-fastify.mjs)
// answering the same bytes, each loaded by autocannon with 50 connections, the floor right before the route so
// that both meet the same machine. Only the ratio of the two is a figure on a shared machine.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

/** The cached answers measured: the navigation every page needs, a product list and a category. */
export const cachedRoutes = [
  ['GET /menu/nav', '/menu/nav'],
  ['GET /products/', '/products/?category=ferestre&page=2'],
  ['GET /categories/{key}/', '/categories/ferestre/'],
];

const connections = 50;

async function load(url, headers, duration) {
  const result = await autocannon({ url, connections, duration, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { requestsPerSecond: Math.round(result.requests.average), p99: result.latency.p99 };
}

/**
 * Starts the floor on `floorPort` with the answers `api` gives now (which also fills the API's cache), then
 * loads, for each route, the floor and the API in turn. Answers, per route, both figures and their ratio.
 */
export async function cachedAnswersAgainstFloor(
  root,
  { api, floorPort, frontendKey, duration = 10, routes = cachedRoutes },
) {
  const headers = { 'x-frontend-key': frontendKey, 'accept-language': 'ro' };
  const answers = {};
  for (const [, url] of routes) {
    const response = await fetch(`${api}${url}`, { headers });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    answers[new URL(url, api).pathname] = await response.text();
  }
  const answersFile = path.join(mkdtempSync(path.join(tmpdir(), 'vitrina-floor-')), 'answers.json');
  writeFileSync(answersFile, JSON.stringify(answers));
  const floorServer = spawn(
    process.execPath,
    [path.join(root, 'bench/floor-fastify.mjs'), String(floorPort), answersFile],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const floor = `http://127.0.0.1:${floorPort}`;
  try {
    for (let tries = 0; ; tries++) {
      try {
        if ((await fetch(`${floor}/ok`)).ok) break;
      } catch (error) {
        if (tries > 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const figures = { ok: await load(`${floor}/ok`, headers, duration), routes: [] };
    for (const [name, url] of routes) {
      const bare = await load(`${floor}${url}`, headers, duration);
      // Fresh in the cache for the whole load: an entry expiring under it would measure the database once.
      await fetch(`${api}${url}`, { headers });
      const measured = await load(`${api}${url}`, headers, duration);
      figures.routes.push({
        name,
        floor: bare,
        api: measured,
        ratio: Math.round((100 * measured.requestsPerSecond) / bare.requestsPerSecond) / 100,
      });
    }
    return figures;
  } finally {
    floorServer.kill();
  }
}
