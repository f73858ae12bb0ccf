#!/usr/bin/env node
// `npm run cluster`: the shop as it would run on several machines (docs/adr/0023, docs/how-to/run-the-cluster.md).
// HAProxy in front of two API processes and two storefront processes, round-robin with health checks and no
// sticky sessions, over PostgreSQL and Redis. Each API process has a data folder of its own, so anything a
// process kept on its disk for another would show at once. It prints the one address to open and stops
// everything on Ctrl-C.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { haproxyConfig } from './lib/haproxy-config.mjs';
import {
  apiDir,
  buildBackOfficeIfStale,
  buildStorefrontIfStale,
  clearStorefrontDataCache,
  fail,
  port,
  root,
  supervisor,
  webDir,
} from './lib/processes.mjs';

const host = '127.0.0.1';
const webPort = port('CLUSTER_WEB_PORT', 3300);
const apiPort = port('CLUSTER_API_PORT', 4300);
// Each process listens next to its front door: storefronts on 3301 and 3302, APIs on 4301 and 4302.
const webPorts = [webPort + 1, webPort + 2];
const apiPorts = [apiPort + 1, apiPort + 2];
const ports = [webPort, apiPort, ...webPorts, ...apiPorts];
if (new Set(ports).size !== ports.length || ports.some((p) => p > 65535))
  fail(
    `CLUSTER_WEB_PORT and CLUSTER_API_PORT need three free ports each, apart: got ${webPort} and ${apiPort}`,
  );

const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'var-cluster');
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vitrina_cluster';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const haproxy = process.env.HAPROXY ?? '/usr/sbin/haproxy';
if (!existsSync(haproxy)) fail(`HAProxy is not at ${haproxy}: apt-get install haproxy, or set HAPROXY`);
mkdirSync(dataDir, { recursive: true });

/** Creates the database DATABASE_URL names when the server does not have it yet. */
async function ensureDatabase(url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[A-Za-z0-9_-]{1,63}$/.test(name))
    fail(`DATABASE_URL must name a database of letters, digits, '_' or '-', got "${name}"`);
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch (error) {
    fail(`PostgreSQL does not answer at ${server.host} (${error.message}); start it or set DATABASE_URL`);
  }
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) {
      console.log(`Creating the database ${name}…`);
      await client.query(`create database "${name}"`);
    }
  } finally {
    await client.end();
  }
}

/**
 * Secrets every API process must share (tokens signed by one are checked by the other; the sandbox bank's
 * callbacks are signed with one key): from the environment, or made once and kept in the cluster's folder.
 */
function sharedSecrets() {
  const file = path.join(dataDir, 'secrets.json');
  const kept = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const secrets = {
    AUTH_SECRET: process.env.AUTH_SECRET ?? kept.AUTH_SECRET ?? randomBytes(48).toString('base64url'),
    SANDBOX_SIGNATURE_KEY:
      process.env.SANDBOX_SIGNATURE_KEY ??
      kept.SANDBOX_SIGNATURE_KEY ??
      randomBytes(48).toString('base64url'),
    // The API signs its revalidation requests with it, and every storefront checks them (docs/adr/0027).
    REVALIDATE_SECRET:
      process.env.REVALIDATE_SECRET ?? kept.REVALIDATE_SECRET ?? randomBytes(48).toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

await ensureDatabase(databaseUrl);
const publicOrigin = `http://localhost:${webPort}`;
const apiFront = `http://${host}:${apiPort}`;
const common = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  PUBLIC_ORIGIN: publicOrigin,
};
const apiEnv = (index) => ({
  ...common,
  ...sharedSecrets(),
  API_PORT: String(apiPorts[index]),
  API_HOST: host,
  DATA_DIR: path.join(dataDir, `api-${index + 1}`),
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  // Browsers and the sandbox bank reach the API through HAProxy, whichever process answers.
  API_PUBLIC_URL: `http://localhost:${apiPort}`,
  // HAProxy and the storefronts run on this machine: their X-Forwarded-For names the visitor.
  TRUSTED_PROXIES: '127.0.0.1,::1',
  // Each storefront process by its own address, not HAProxy's: a publish must reach both (docs/adr/0027).
  STOREFRONT_URLS: webPorts.map((port) => `http://${host}:${port}`).join(','),
});
const webEnv = (index) => ({
  ...common,
  REVALIDATE_SECRET: sharedSecrets().REVALIDATE_SECRET,
  WEB_PORT: String(webPorts[index]),
  // Through HAProxy, not to one API process: a storefront outlives the API process that died.
  API_URL: apiFront,
  CALCULATOR_API_URL: `${apiFront}/calculator`,
  WEB_TRUSTED_PROXIES: '127.0.0.1,::1',
});

buildStorefrontIfStale(webEnv(0));
buildBackOfficeIfStale(common);
clearStorefrontDataCache();

const haproxyFile = path.join(dataDir, 'haproxy.cfg');
writeFileSync(haproxyFile, haproxyConfig({ host, webPort, apiPort, webPorts, apiPorts }));

const { run, waitFor, shutdown, stopping } = supervisor();
/** The processes of one kind still running: when the last one stops, the cluster stops. */
const alive = { api: new Set(), web: new Set() };
/** Where each process listens and its process id, for cluster.json. */
const processes = { apis: [], storefronts: [] };

function member(kind, index, args, cwd, env) {
  const name = `${kind === 'api' ? 'API' : 'Storefront'} ${index + 1}`;
  const child = run(name, process.execPath, args, {
    cwd,
    env,
    onExit(code, signal) {
      alive[kind].delete(index);
      if (alive[kind].size === 0) return false;
      console.error(
        `${name} stopped (${signal ?? `exit code ${code}`}); HAProxy sends its requests to the other.`,
      );
      return true;
    },
  });
  alive[kind].add(index);
  const list = kind === 'api' ? processes.apis : processes.storefronts;
  list[index] = { url: `http://${host}:${env[kind === 'api' ? 'API_PORT' : 'WEB_PORT']}`, pid: child.pid };
}

// One API process first: it migrates and seeds the database, which two starting at once would race over.
for (const index of [0, 1]) {
  member('api', index, ['--import', 'tsx', 'src/server.ts'], apiDir, apiEnv(index));
  await waitFor(`API ${index + 1}`, `http://${host}:${apiPorts[index]}/health/ready`, { ready: true });
  if (stopping()) break;
}
if (!stopping()) {
  // Production storefronts (server.mjs keeps X-Forwarded-For only from HAProxy). They start before HAProxy,
  // which then finds every process up; they need the API only once a request comes.
  for (const index of [0, 1]) member('web', index, ['server.mjs'], webDir, webEnv(index));
  for (const index of [0, 1])
    await waitFor(`Storefront ${index + 1}`, `http://${host}:${webPorts[index]}/robots.txt`, { ready: true });
}
if (!stopping()) {
  const proxy = run('HAProxy', haproxy, ['-db', '-f', haproxyFile], { cwd: dataDir, env: common });
  processes.haproxy = { pid: proxy.pid, config: haproxyFile };
  await waitFor('HAProxy', `${apiFront}/health/ready`, { ready: true });
  await waitFor('HAProxy', `http://${host}:${webPort}/robots.txt`, { ready: true });
}
if (!stopping()) {
  // What a test or a curious person needs to address one process, or to stop one (kill <pid>).
  writeFileSync(
    path.join(dataDir, 'cluster.json'),
    JSON.stringify({ publicOrigin, apiUrl: apiFront, databaseUrl, redisUrl, ...processes }, null, 2),
  );
  console.log(
    `\nVitrina cluster: ${publicOrigin}` +
      `\n  HAProxy → storefronts ${webPorts.join(', ')} and APIs ${apiPorts.join(', ')} (round-robin)` +
      `\n  Back office: http://localhost:${apiPort}/admin/  (first admin: DATABASE_URL=${databaseUrl} npm run staff)` +
      `\n  Database ${databaseUrl}, Redis ${redisUrl}; processes and their ids: ${path.join(dataDir, 'cluster.json')}\n`,
  );
} else {
  shutdown(1);
}
