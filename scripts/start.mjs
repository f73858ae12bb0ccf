#!/usr/bin/env node
// One command for a first run: builds the storefront and the back office when their builds are missing or
// stale, then starts the API (which serves the back office) and the storefront side by side and prints where
// to open them. `--dev` runs both in watch mode. `npm run cluster` (cluster.mjs) runs two of each instead.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  apiDir,
  buildBackOfficeIfStale,
  buildStorefrontIfStale,
  clearStorefrontDataCache,
  fail,
  httpUrl,
  nextBin,
  port,
  root,
  supervisor,
  webDir,
} from './lib/processes.mjs';

const dev = process.argv.includes('--dev');

const webPort = port('WEB_PORT', 3000);
const apiPort = port('API_PORT', 4000);
if (webPort === apiPort) fail(`WEB_PORT and API_PORT must differ, both are ${webPort}`);

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  WEB_PORT: String(webPort),
  API_PORT: String(apiPort),
  DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? 'var'),
  PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? `http://localhost:${webPort}`,
  API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}`,
  // A first start's terminal shows what is built, the addresses, then warnings and errors; a developer who
  // wants every request asks for LOG_LEVEL=info.
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // After a publish in the back office the API tells the storefront which cached reads to drop (docs/adr/0027).
  STOREFRONT_URLS: process.env.STOREFRONT_URLS ?? `http://127.0.0.1:${webPort}`,
};
env.CALCULATOR_API_URL = process.env.CALCULATOR_API_URL ?? `${env.API_URL}/calculator`;
for (const name of ['PUBLIC_ORIGIN', 'API_URL', 'CALCULATOR_API_URL']) httpUrl(name, env[name]);

if (!dev) buildStorefrontIfStale(env);
// Built in both modes, so /admin/ works under `npm run dev` too (its live-reloading server is
// `npm run dev -w @vitrina/admin`).
buildBackOfficeIfStale(env);
clearStorefrontDataCache();

/** A secret the API made once and keeps in DATA_DIR (apps/api/src/modules/auth/secret.ts), once it is live. */
function keptSecret(dataDir, name) {
  return readFileSync(path.join(dataDir, name), 'utf8').trim();
}

const { run, waitFor, stopping } = supervisor();
run('API', process.execPath, ['--import', 'tsx', ...(dev ? ['--watch'] : []), 'src/server.ts'], {
  cwd: apiDir,
  env,
});
await waitFor('The API', `${env.API_URL}/health/live`);
if (!stopping()) {
  // The storefront checks the API's revalidation requests with the secret the API keeps in DATA_DIR.
  env.REVALIDATE_SECRET ??= keptSecret(env.DATA_DIR, 'revalidate-secret');
  // Production goes through server.mjs, which keeps X-Forwarded-For honest for the API's sign-in limits.
  const storefront = dev ? [nextBin, 'dev', '-p', String(webPort)] : ['server.mjs'];
  run('Storefront', process.execPath, storefront, { cwd: webDir, env });
  await waitFor('The storefront', `http://127.0.0.1:${webPort}/`);
}
if (!stopping()) {
  console.log(
    `\nVitrina storefront: http://localhost:${webPort}  (API ${env.API_URL}, API reference ${env.API_URL}/docs)` +
      `\nBack office: http://localhost:${apiPort}/admin/  (first admin: npm run staff)\n`,
  );
}
