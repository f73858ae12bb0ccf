// Issue 19: the API's cached catalogue answers side by side with a bare Fastify route (bench/floor-fastify.mjs)
// answering the same bytes, each loaded by autocannon with 50 connections, the floor and the route taking turns
// of 2 s so that both meet the same machine. Only the ratio of the two is a figure on a shared machine.
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
const cacheSeconds = 30;

async function load(url, headers, seconds) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { requests: result.requests.total, seconds: result.duration, p99: result.latency.p99 };
}

/**
 * Loads `urls` in turn, `rounds` times `seconds` each, so that a machine shared with other work slows them alike
 * rather than whichever ran at its busiest minute. Per URL: requests per second over all its rounds, and the
 * worst of its rounds' p99.
 */
async function alternate(urls, headers, { rounds, seconds }) {
  const totals = urls.map(() => ({ requests: 0, seconds: 0, p99: 0 }));
  for (let round = 0; round < rounds; round++) {
    for (const [index, url] of urls.entries()) {
      const measured = await load(url, headers, seconds);
      const total = totals[index];
      total.requests += measured.requests;
      total.seconds += measured.seconds;
      total.p99 = Math.max(total.p99, measured.p99);
    }
  }
  return totals.map(({ requests, seconds: elapsed, p99 }) => ({
    requestsPerSecond: Math.round(requests / elapsed),
    p99,
  }));
}

/**
 * Starts the floor on `floorPort` with the answers `api` gives now (which also fills the API's cache), then
 * loads, for each route, the floor and the API in turns, `duration` seconds each in all. Answers, per route,
 * both figures and their ratio.
 */
export async function cachedAnswersAgainstFloor(
  root,
  { api, floorPort, frontendKey, duration = 10, routes = cachedRoutes },
) {
  const headers = { 'x-frontend-key': frontendKey, 'accept-language': 'ro' };
  const answers = {};
  /** When each answer entered the API's cache (30 s, docs/adr/0005). */
  const cachedAt = {};
  for (const [, url] of routes) {
    const response = await fetch(`${api}${url}`, { headers });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    answers[new URL(url, api).pathname] = await response.text();
    cachedAt[url] = Date.now();
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
    const figures = { routes: [] };
    for (const [name, url] of routes) {
      // Fresh in the cache for the whole load (2 × duration): an entry expiring under it would measure the
      // database once. An entry too old for that is let expire and filled again.
      const age = Date.now() - cachedAt[url];
      if (age > (cacheSeconds - 2 * duration - 2) * 1000) {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, (cacheSeconds + 1) * 1000 - age)));
        await fetch(`${api}${url}`, { headers });
        cachedAt[url] = Date.now();
      }
      const [bare, measured] = await alternate([`${floor}${url}`, `${api}${url}`], headers, {
        rounds: 5,
        seconds: duration / 5,
      });
      figures.routes.push({
        name,
        floor: bare,
        api: measured,
        ratio: Math.round((100 * measured.requestsPerSecond) / bare.requestsPerSecond) / 100,
      });
    }
    [figures.ok] = await alternate([`${floor}/ok`], headers, { rounds: 1, seconds: duration });
    return figures;
  } finally {
    floorServer.kill();
  }
}
